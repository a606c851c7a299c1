// The markets WebSocket client (protocol §5, design §4), free of any framework.
export { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from './backoff.ts';
export { type ChannelArg, channelKey, type DepthChannelArg } from './channel-arg.ts';
export {
  createMarketStream,
  type MarketStream,
  type MarketStreamOptions,
  type MessageHandler,
  type StreamMessage,
  type StreamSocket,
  type StreamSocketConstructor,
  type StreamStatus,
  type Timers,
} from './market-stream.ts';
