/** A message carrying a verification code to a user's e-mail address or phone. */
export interface OutgoingMessage {
  channel: 'email' | 'mobile';
  to: string;
  subject: string;
  text: string;
}

/** Delivery of codes; production deployments plug in a mail or SMS gateway here. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}
