/** Stands in for Docusaurus's generated `@generated/globalData` in unit tests: tests fill it in. */
const globalData: Record<string, unknown> = {};
export default globalData;
