// A lead's profile under /order/mcp, where demo mode may open it (model/copy-paths.ts); a route
// file of its own because a route's id is its file.
export { default } from './TraderRoute.tsx';
