/**
 * The setup of the hosted docs MCP server for each assistant, as tabs of code blocks, with the
 * address built from the site's configured URL (src/lib/mcpSetup.ts) rather than written into
 * the page.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {claudeCodeCommand, cursorConfig, hostedMcpUrl, vscodeConfig} from '@site/src/lib/mcpSetup';

export default function McpSetup(): ReactNode {
  const {
    siteConfig: {url},
  } = useDocusaurusContext();
  return (
    <Tabs groupId="mcp-clients">
      <TabItem value="claude-code" label="Claude Code" default>
        <CodeBlock language="bash">{claudeCodeCommand(url)}</CodeBlock>
        <p>
          Run <code>claude mcp list</code> to check that <code>nillion-docs</code> is connected.
        </p>
      </TabItem>
      <TabItem value="cursor" label="Cursor">
        <CodeBlock language="json" title=".cursor/mcp.json">
          {cursorConfig(url)}
        </CodeBlock>
        <p>
          Use <code>~/.cursor/mcp.json</code> instead to have it in every project.
        </p>
      </TabItem>
      <TabItem value="vscode" label="VS Code">
        <CodeBlock language="json" title=".vscode/mcp.json">
          {vscodeConfig(url)}
        </CodeBlock>
        <p>
          Or run <strong>MCP: Add Server</strong> from the Command Palette, choose HTTP and paste
          the address.
        </p>
      </TabItem>
      <TabItem value="other" label="Other clients">
        <p>
          Any client that speaks MCP over Streamable HTTP connects to this address, without sign-in:
        </p>
        <CodeBlock language="text">{hostedMcpUrl(url)}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}
