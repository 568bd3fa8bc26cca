/**
 * Queries for what a section of a page holds, each answered by one third-level heading (h3) of
 * its page: what a reader types to reach a step, a method or a setting without knowing which
 * page has it. Written from the headings' subjects, not tuned to the engine's output. They make
 * the relevance gate (scripts/relevance/search-relevance.ts) depend on the h3 records of the index: with
 * those dropped, most of them fall out of first place. After the issue-35 rewrite of Latest,
 * delegation is a "Delegated signing" section of Private LLMs usage, and the access modes (once
 * "Authentication modes" in usage) are a section of the new Private LLMs key concepts page.
 */
import type {RelevanceCase} from './relevance-queries';

const section = (query: string, page: string): RelevanceCase => ({
  query,
  pages: [page],
  kind: 'section',
});

export const SECTION_CASES: RelevanceCase[] = [
  section('revoke access', '/build/private-storage/ts-docs'),
  section('grant access', '/build/private-storage/ts-docs'),
  section('read owned record', '/build/private-storage/ts-docs'),
  section('delete records', '/build/private-storage/ts-docs'),
  section('querying number fields', '/build/private-storage/ts-docs'),
  section('generate user keypair', '/build/private-storage/ts-docs'),
  section('access control owned records', '/build/private-storage/overview'),
  section('system requirements', '/build/private-storage/quickstart'),
  section('troubleshooting install', '/build/private-storage/blindfold'),
  section('dm-verity', '/build/compute/overview'),
  section('secure boot', '/build/compute/overview'),
  section('confidential VMs', '/build/compute/overview'),
  section('bootstrap process', '/build/compute/architecture'),
  section('nilcc-attester', '/build/compute/architecture'),
  section('attestation verification flow', '/build/compute/architecture'),
  section('workload endpoints', '/build/compute/api-reference'),
  section('delegation token access', '/build/private-llms/usage'),
  section('authentication modes', '/build/private-llms/key-concepts'),
  section('request limits', '/build/private-llms/usage'),
  section('split server and client', '/build/private-llms/usage'),
  section('nilDB nodes', '/build/network-config'),
  section('example prompts', '/build/ai-assisted-workflow'),
  section('grants', '/community/community-and-support'),
  section('service status', '/community/community-and-support'),
  section('improve the documentation', '/community/community-and-support'),
  section('token facts', '/community/guides/sending-nil'),
];
