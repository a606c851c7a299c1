/** Node options of the product server (see server-node-options.mjs). */
export declare const SERVER_NODE_OPTIONS: readonly string[];
