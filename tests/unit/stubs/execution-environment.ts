/** Stands in for `@docusaurus/ExecutionEnvironment` in unit tests: a DOM exists under happy-dom. */
const ExecutionEnvironment = {
  get canUseDOM(): boolean {
    return typeof window !== 'undefined' && typeof window.document !== 'undefined';
  },
};
export default ExecutionEnvironment;
