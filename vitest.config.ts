import path from 'node:path';
import {defineConfig} from 'vitest/config';

const stub = (file: string) => path.resolve(__dirname, 'tests/unit/stubs', file);

export default defineConfig({
  resolve: {
    // What Docusaurus's bundler provides to client code, so unit tests can import it.
    alias: {
      '@generated/globalData': stub('generated-global-data.ts'),
      '@docusaurus/ExecutionEnvironment': stub('execution-environment.ts'),
      '@theme-original/ApiExplorer/buildPostmanRequest': stub('original-build-postman-request.ts'),
      '@site': path.resolve(__dirname),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/temp-root.ts'],
  },
});
