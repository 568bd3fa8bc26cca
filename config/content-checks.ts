import {DOCS_VERSIONS} from './versions';

/**
 * What the content checks (`npm run check:content`) look at and the limits they
 * enforce. Read by scripts/content-checks/*.
 */
export interface ContentChecksConfig {
  /** Folders of hand-written Markdown/MDX (relative to the repository root). */
  roots: readonly string[];
  /** Generated files inside those folders that are never checked (suffix match). */
  generatedSuffixes: readonly string[];
  /** Folders whose pages must reach the prose floor (articles are posts, not doc pages). */
  lengthFloorRoots: readonly string[];
  /** Fewest words of prose a doc page may have. */
  minProseWords: number;
  /** Pages allowed under the floor: landing and index pages whose job is to route readers on. */
  landingPages: readonly string[];
  /**
   * The documented APIs: a `curl` or `fetch` sample whose URL starts with one of an API's base
   * URLs (its documents' fixed `servers`, plus `baseUrls`, regex sources) must name an operation
   * of one of its documents and send a body its request schema accepts.
   */
  apis: readonly {name: string; documents: readonly string[]; baseUrls: readonly string[]}[];
  /**
   * Python packages published by Nillion. A page that installs one must pin it (`==`) to the
   * version its docs version's sample project states in requirements.txt (npm packages: in its
   * package.json; config/versions.ts `sampleProject`).
   */
  nillionPythonPackages: readonly string[];
  /**
   * Packages whose samples run in the "samples run" check without being marked `run`: they
   * work offline (no network, no keys).
   */
  offlinePackages: readonly string[];
  /**
   * The TypeScript project a page's samples are checked in when the page does not show its own
   * `tsconfig.json` (tsconfig `compilerOptions`). `default` is what `npx tsx file.ts` does: Node's
   * module rules for the folder's package.json `type`, each file a module of its own. A page that
   * starts from a scaffold gets the scaffold's tsconfig.
   */
  sampleProjects: {
    default: Readonly<Record<string, unknown>>;
    scaffolds: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  };
}

/** Source folders of every docs version (docs/ for Latest, versioned_docs/version-<name>/). */
const docsFolders = DOCS_VERSIONS.map((version) => version.contentDir);

export const contentChecks = {
  roots: [...docsFolders, 'api', 'articles'],
  generatedSuffixes: ['.api.mdx', '.info.mdx', '.tag.mdx', 'sidebar.ts'],
  lengthFloorRoots: [...docsFolders, 'api'],
  minProseWords: 250,
  // A card list of the testnet-only guides (the "Testnet Guides" category page), in each version.
  landingPages: docsFolders.map((folder) => `${folder}/community/guides/testnet.mdx`),
  apis: [
    // Every nilAI node, e.g. nilai-a779 (the sandbox) and nilai-f910.
    {
      name: 'nilAI',
      documents: ['openapi/nilai.yaml'],
      baseUrls: ['https://nilai-[\\w-]+\\.nillion\\.network'],
    },
    // The cluster nodes (nildb-stg-n1 …) and the demo node. Current nodes serve the v1 API that
    // SecretVaults calls; the legacy 0.4 reference stays documented, so a request may match either.
    // v1 comes first: a path both have (`/about`, `/health`) is judged as a current node answers it.
    {
      name: 'nilDB',
      documents: ['openapi/nildb-v1.yaml', 'openapi/nildb.yaml'],
      baseUrls: ['https://nildb-[\\w-]+\\.nillion\\.network'],
    },
    // Not published as a reference: written from the nilcc source for this check only.
    {name: 'nilCC', documents: ['openapi/nilcc.yaml'], baseUrls: []},
  ],
  nillionPythonPackages: ['nilai-py', 'nilrag', 'nuc', 'secretvaults', 'blindfold', 'nilql'],
  offlinePackages: ['@nillion/blindfold'],
  sampleProjects: {
    default: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      moduleDetection: 'force',
      types: ['node'],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
    scaffolds: {
      // `npx create-next-app@15 --typescript --src-dir`: the template's tsconfig.json.
      'create-next-app': {
        target: 'ES2017',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'preserve',
        paths: {'@/*': ['./src/*']},
        types: ['node', 'react', 'react-dom'],
      },
      // `npx create-react-app --template typescript`: react-scripts enforces module esnext and
      // moduleResolution node (it rewrites tsconfig.json if they differ).
      'create-react-app': {
        target: 'es5',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        esModuleInterop: true,
        allowSyntheticDefaultImports: true,
        strict: true,
        forceConsistentCasingInFileNames: true,
        noFallthroughCasesInSwitch: true,
        module: 'esnext',
        moduleResolution: 'node',
        resolveJsonModule: true,
        isolatedModules: true,
        noEmit: true,
        jsx: 'react-jsx',
        types: ['node', 'react', 'react-dom'],
      },
    },
  },
} satisfies ContentChecksConfig;
