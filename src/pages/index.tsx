import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LatestArticlesData} from '@site/src/types/latestArticles';
import NetworkRing from '@site/src/components/NetworkRing';
import {blindModules, startingPoints, communityLinks} from '@site/src/data/home';
import {jsonLdScript, webSiteStructuredData} from '@site/src/lib/structuredData';
import {formatArticleDate} from '@site/src/lib/articleDate';
import styles from './index.module.css';

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <section className={styles.hero} aria-label="Introduction">
      <div className={styles.heroText}>
        <Heading as="h1" className={styles.heroTitle}>
          {siteConfig.title}
        </Heading>
        <p className={styles.heroSubtitle}>Build on humanity&apos;s first blind computer.</p>
        <p className={styles.heroLead}>
          Blockchains removed the need to trust one party with a ledger. Nillion does the same for
          high-value data: it is stored and computed on by many independent nodes, none of which can
          see it. These docs show you how to use that from your own code.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/build/quickstart">
            Get Started
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to="/learn/what-is-nillion">
            What is Nillion?
          </Link>
        </div>
      </div>
      <NetworkRing className={styles.heroArt} />
    </section>
  );
}

function BlindModules(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="blind-modules">
      <Heading as="h2" id="blind-modules">
        Three blind modules, one network
      </Heading>
      <p className={styles.sectionLead}>
        Pick the module that fits your data, read how it works, then run its quickstart.
      </p>
      <div className={styles.grid3}>
        {blindModules.map((module) => (
          <article key={module.name} className={styles.card}>
            <p className={styles.cardEyebrow}>{module.product}</p>
            <Heading as="h3" className={styles.cardTitle}>
              {module.name}
            </Heading>
            <p>{module.summary}</p>
            <ul className={styles.cardLinks}>
              <li>
                <Link to={module.overview}>How it works</Link>
              </li>
              <li>
                <Link to={module.quickstart}>Quickstart</Link>
              </li>
              {module.reference && (
                <li>
                  <Link to={module.reference}>API reference</Link>
                </li>
              )}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}

function StartingPoints(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="where-to-start">
      <Heading as="h2" id="where-to-start">
        Where to start
      </Heading>
      <div className={styles.grid3}>
        {startingPoints.map((point) => (
          <Link key={point.title} to={point.to} className={styles.linkCard}>
            <span className={styles.linkCardTitle}>{point.title}</span>
            <span className={styles.linkCardText}>{point.text}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

function LatestArticles(): ReactNode {
  const {articles} = usePluginData('nillion-latest-articles') as LatestArticlesData;
  if (articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="latest-articles">
      <Heading as="h2" id="latest-articles">
        Latest Technical Articles
      </Heading>
      <ul className={styles.articleList}>
        {articles.map((article) => (
          <li key={article.permalink} className={styles.article}>
            <Link to={article.permalink} className={styles.articleTitle}>
              {article.title}
            </Link>
            <p className={styles.articleMeta}>
              <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
              {article.readingTimeMinutes !== null && ` · ${article.readingTimeMinutes} min read`}
            </p>
            <p>{article.description}</p>
          </li>
        ))}
      </ul>
      <Link to="/articles">All articles</Link>
    </section>
  );
}

function Community(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="community">
      <Heading as="h2" id="community">
        Build with others
      </Heading>
      <p className={styles.sectionLead}>
        Ask questions, report bugs and show what you are building.{' '}
        <Link to="/community/community-and-support">Community and support</Link> lists every
        channel.
      </p>
      <ul className={styles.communityLinks}>
        {communityLinks.map((link) => (
          <li key={link.label}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description={siteConfig.tagline}>
      <Head>
        <script type="application/ld+json">
          {jsonLdScript(
            webSiteStructuredData({
              siteUrl: siteConfig.url,
              baseUrl: siteConfig.baseUrl,
              name: siteConfig.title,
              description: siteConfig.tagline,
            }),
          )}
        </script>
      </Head>
      <main>
        <Hero />
        <div className={styles.main}>
          <BlindModules />
          <StartingPoints />
          <LatestArticles />
          <Community />
        </div>
      </main>
    </Layout>
  );
}
