/** The development server the dev-proxy test runs against, and its fake upstream. */
export const DEV_SERVER_PORT = 3200;
export const DEV_SERVER_URL = `http://127.0.0.1:${DEV_SERVER_PORT}`;
export const FAKE_NILDB_PORT = 3299;
