import {createServer, type Server} from 'node:http';
import {test, expect} from '@playwright/test';
import {DEV_SERVER_URL, FAKE_NILDB_PORT} from '../support/dev-server';

// A stand-in nilDB node on loopback: it echoes what reached it.
let upstream: Server;

test.beforeAll(async () => {
  upstream = createServer((request, response) => {
    response.writeHead(200, {'content-type': 'application/json'});
    response.end(
      JSON.stringify({path: request.url, method: request.method, host: request.headers.host}),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(FAKE_NILDB_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

test('npm start proxies /api calls to the nilDB node without the /api prefix', async ({
  request,
}) => {
  const response = await request.get(`${DEV_SERVER_URL}/api/v1/system/about`, {
    headers: {accept: 'application/json'},
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    path: '/v1/system/about',
    method: 'GET',
    host: `127.0.0.1:${FAKE_NILDB_PORT}`,
  });
});

test('a page load of an /api docs route still renders the page in npm start', async ({page}) => {
  await page.goto(`${DEV_SERVER_URL}/api/overview`);
  await expect(page.locator('h1').first()).toHaveText('API Reference');
});
