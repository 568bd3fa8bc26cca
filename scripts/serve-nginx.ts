/**
 * `npm run serve:nginx`: previews build/ exactly as production serves it, with
 * Debian's nginx and the generated build/nginx.conf (HTTP redirects, security
 * headers, caching, compression, the 404 page). Ctrl-C stops it.
 */
import {NGINX_PORT, startNginx} from '../tests/support/nginx';

async function main(dir: string): Promise<void> {
  const nginx = await startNginx(dir, NGINX_PORT);
  console.log(`Serving ${dir}/ with its nginx.conf at ${nginx.url} (Ctrl-C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
  }
}

main(process.argv[2] ?? 'build').catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
