/**
 * Stands in for the classic theme's prism-include-languages client module in the browser build
 * (plugins/code-highlighting): nothing runs at start-up. The extra languages are added when the
 * highlighter loads (./client.ts).
 */
export {};
