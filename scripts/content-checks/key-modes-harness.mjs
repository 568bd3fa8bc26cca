// Run by check-keys.ts inside a docs version's sample project (its scratch folder), so
// `@nillion/*` resolve to that version's releases. For each `blindfold` setting given in argv (a
// JSON list of {config, nodes}), it builds a SecretVaults user client on `nodes` local fake nilDB
// nodes and writes one owned record whose field is under `%allot`, as a reader's app would. The
// setting works when the write reaches every node and no node receives the plaintext; otherwise
// the harness reports what the SDK threw (or that the plaintext went out). The fake nodes answer
// /about and refuse everything else, so the write itself always ends in a node error. Prints one
// JSON line: a list of {ok, error?}.
import {createECDH, randomUUID} from 'node:crypto';
import {createServer} from 'node:http';
import * as nuc from '@nillion/nuc';
import {SecretVaultUserClient} from '@nillion/secretvaults';

const settings = JSON.parse(process.argv[2]);
const generation3 = typeof nuc.Signer === 'function' || typeof nuc.Signer === 'object';

async function fakeNode(received) {
  const publicKey = createECDH('secp256k1').generateKeys('hex', 'compressed');
  const server = createServer((request, response) => {
    const now = new Date().toISOString();
    if (request.url === '/about') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          started: now,
          build: {time: now, commit: 'fake', version: '0.0.0'},
          public_key: publicKey,
          url: `http://127.0.0.1:${server.address().port}`,
          maintenance: {active: false, started_at: now},
        }),
      );
      return;
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(body);
      response.statusCode = 503;
      response.end('fake node');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/** A delegation for the user's write, as the collection's builder would sign it. */
async function delegationFor(userDid) {
  if (generation3) return undefined;
  const builder = nuc.Keypair.generate();
  return nuc.NucTokenBuilder.delegation([])
    .audience(userDid)
    .subject(builder.toDid())
    .command(new nuc.Command(['nil', 'db', 'data', 'create']))
    .expiresAt(Math.floor(Date.now() / 1000) + 600)
    .build(builder.privateKey());
}

async function failureOf(write) {
  try {
    await write();
    return 'nothing thrown';
  } catch (error) {
    return `${error?.name}: ${error?.message}`;
  }
}

const SECRET = 'a-secret-value-0451';
const results = [];
for (const {config, nodes} of settings) {
  const received = [];
  const servers = await Promise.all(Array.from({length: nodes}, () => fakeNode(received)));
  const baseUrls = servers.map((server) => `http://127.0.0.1:${server.address().port}`);
  try {
    const blindfold = {...config};
    const user = generation3 ? nuc.Signer.generate() : nuc.Keypair.generate();
    const client = generation3
      ? await SecretVaultUserClient.from({signer: user, baseUrls, blindfold})
      : await SecretVaultUserClient.from({keypair: user, baseUrls, blindfold});
    const value = config.operation === 'sum' ? 451 : SECRET;
    const body = {
      owner: generation3 ? (await user.getDid()).didString : user.toDid().toString(),
      collection: randomUUID(),
      data: [{_id: randomUUID(), field: {'%allot': value}}],
      acl: {grantee: 'did:key:zfake', read: true, write: false, execute: false},
    };
    const thrown = await failureOf(async () => {
      if (generation3) await client.createData(body, {auth: {signer: nuc.Signer.generate()}});
      else await client.createData(await delegationFor(user.toDid()), body);
    });
    // The field as each node received it: the plaintext, bare or still under %allot, is a leak.
    // (Searching the raw body for the value would also find it inside random shares or ids.)
    const leaked = received.some((text) => {
      let field;
      try {
        field = JSON.parse(text)?.data?.[0]?.field;
      } catch {
        return text.includes(String(value));
      }
      return field === value || field?.['%allot'] === value;
    });
    if (received.length === nodes && !leaked) results.push({ok: true});
    else if (leaked) results.push({ok: false, error: 'the plaintext value reached a node'});
    else results.push({ok: false, error: thrown});
  } catch (error) {
    results.push({ok: false, error: `${error?.name}: ${error?.message}`});
  } finally {
    for (const server of servers) server.close();
  }
}
console.log(JSON.stringify(results));
