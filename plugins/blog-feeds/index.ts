/**
 * The Technical Articles blog: Docusaurus's blog plugin, unchanged, with the
 * feed fixes of ./feeds.ts applied to the RSS and Atom files it writes. The
 * fixes run after the plugin's own postBuild (which writes the feeds), which a
 * separate plugin cannot be sure of, since Docusaurus runs all postBuild hooks
 * at once.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {absoluteFeedUrl, fixAtomFeed, fixRssFeed} from './feeds';

/** Where the blog plugin writes its feeds, as URL path under the blog's route. */
const FEED_FILES = {rss: 'rss.xml', atom: 'atom.xml'} as const;

async function rewrite(file: string, fix: (xml: string) => string): Promise<void> {
  await writeFile(file, fix(await readFile(file, 'utf8')));
}

async function blogWithFeedFixes(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const plugin = await blogPlugin(context, options);
  const {url, baseUrl} = context.siteConfig;
  const feedUrl = (file: string) => absoluteFeedUrl(url, [baseUrl, options.routeBasePath, file]);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const types = options.feedOptions.type ?? [];
      const dir = path.join(props.outDir, options.routeBasePath);
      if (types.includes('rss')) {
        const authorsByLink = new Map(
          props.content.blogPosts.map(({metadata}) => [
            `${url}${metadata.permalink}`,
            metadata.authors.map((author) => author.name).filter((name): name is string => !!name),
          ]),
        );
        await rewrite(path.join(dir, FEED_FILES.rss), (xml) =>
          fixRssFeed(xml, {selfUrl: feedUrl(FEED_FILES.rss), authorsByLink}),
        );
      }
      if (types.includes('atom')) {
        await rewrite(path.join(dir, FEED_FILES.atom), (xml) =>
          fixAtomFeed(xml, {selfUrl: feedUrl(FEED_FILES.atom)}),
        );
      }
    },
  };
}

/**
 * As a plugin module: Docusaurus validates the options (and fills in their defaults) with the
 * blog plugin's own validateOptions before calling the plugin, so `options` is PluginOptions.
 */
const blogPluginModule: PluginModule = Object.assign(
  // The config's plugin type knows no content type; this plugin's content is the blog's.
  (context: LoadContext, options: unknown) =>
    blogWithFeedFixes(context, options as PluginOptions) as unknown as Promise<Plugin>,
  {validateOptions: validateOptions as PluginModule['validateOptions']},
);

export default blogPluginModule;
