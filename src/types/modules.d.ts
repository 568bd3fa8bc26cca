/** The parts of the OpenAPI theme's explorer store read by the wrapped explorer components. */
declare module '@theme/ApiItem/hooks' {
  interface ExplorerState {
    response: {value?: string; code?: string};
  }
  export function useTypedSelector<T>(selector: (state: ExplorerState) => T): T;
  export function useTypedDispatch(): (action: {type: string}) => void;
}
declare module '@theme/ApiExplorer/Response/slice' {
  export function clearResponse(): {type: string};
}
/** The OpenAPI theme's storage for explorer choices (ApiExplorer/storage-utils). */
declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(persistence: false | 'localStorage' | 'sessionStorage'): Storage;
}
/** The OpenAPI theme's layout of an API page (wrapped by src/theme/ApiItem/Layout), as the classic DocItem/Layout. */
declare module '@theme/ApiItem/Layout' {
  export {default} from '@theme/DocItem/Layout';
}
/** The OpenAPI theme's loading placeholder (SkeletonLoader), shown where the explorer will be. */
declare module '@theme/SkeletonLoader' {
  import type {ReactNode} from 'react';
  export default function SkeletonLoader(props: {size?: 'sm' | 'md' | 'lg'}): ReactNode;
}
