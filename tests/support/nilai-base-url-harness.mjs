// Run by tests/unit/api/nilai-base-url.test.ts inside a docs version's sample project (its scratch
// folder), so @nillion/nilai-ts resolves to that version's release. A delegation-mode client
// (no nilAuth needed) makes one chat call against the base URL given in argv, with a delegation
// signed here. Prints one JSON line: what the client threw, if anything.
import {Buffer} from 'node:buffer';
import {createRequire} from 'node:module';
import {dirname} from 'node:path';
import {AuthType, NilaiOpenAIClient} from '@nillion/nilai-ts';

// The NUC release nilai-ts itself loads (nested under it when the project's own is newer): its
// package.json is reachable from nilai-ts, and its "import" entry is the module.
const fromNilai = createRequire(createRequire(import.meta.url).resolve('@nillion/nilai-ts'));
const nucManifest = fromNilai.resolve('@nillion/nuc/package.json');
const nuc = await import(
  `${dirname(nucManifest)}/${fromNilai(nucManifest).exports['.'].import.replace(/^\.\//, '')}`
);

const client = new NilaiOpenAIClient({
  baseURL: process.argv[2],
  authType: AuthType.DELEGATION_TOKEN,
});
const issuer = nuc.Keypair.generate();
const audience = new nuc.Did(Buffer.from(client.getDelegationRequest().public_key, 'hex'));
const delegation = nuc.NucTokenBuilder.delegation([])
  .audience(audience)
  .subject(issuer.toDid())
  .command(new nuc.Command(['nil', 'ai', 'generate']))
  .expiresAt(Math.floor(Date.now() / 1000) + 600)
  .build(issuer.privateKey());
client.updateDelegation({type: 'DELEGATION_TOKEN_RESPONSE', delegation_token: delegation});
let error = null;
try {
  await client.chat.completions.create({
    model: 'any-model',
    messages: [{role: 'user', content: 'Hello'}],
    maxRetries: 0,
  });
} catch (thrown) {
  error = {status: thrown?.status ?? null, message: String(thrown?.message ?? thrown)};
}
console.log(JSON.stringify({error}));
