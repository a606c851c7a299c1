import type { ChannelArgOf, StreamChannel } from './channel-registry.ts';

/**
 * The /ws socket as a product sees it: it adds its channels and publishes on their topics. The
 * spot plugin's stream hub serves the socket; other products know only this.
 */
export interface StreamBus {
  /** Adds a channel (its name must be new). */
  register<Arg extends ChannelArgOf>(channel: StreamChannel<Arg>): void;
  /** Sends `message` to every subscriber of a registered channel's topic. */
  publish(topic: string, message: unknown): void;
}
