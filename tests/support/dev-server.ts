/**
 * The development server the dev-proxy test runs against, and its fake
 * upstream. Ports can be moved (E2E_DEV_PORT, E2E_FAKE_NILDB_PORT) so several
 * checkouts can run their browser tests side by side.
 */
export const DEV_SERVER_PORT = Number(process.env.E2E_DEV_PORT ?? 3200);
export const DEV_SERVER_URL = `http://127.0.0.1:${DEV_SERVER_PORT}`;
export const FAKE_NILDB_PORT = Number(process.env.E2E_FAKE_NILDB_PORT ?? 3299);
