/** Channels a customer may receive the shop's news and offers by (spec §3 Profile subscriptions, notification channels). */
export const COMMUNICATION_CHANNELS = ['EMAIL', 'SMS', 'APP_PUSH'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

export interface ChannelSubscription {
  readonly communicationChannel: CommunicationChannel;
  readonly isSubscribed: boolean;
}

/** Refused: the newsletter goes to the profile's e-mail, and there is none (docs/profile.md, Subscriptions). */
export const EMAIL_REQUIRED_MESSAGE = 'Чтобы подписаться на рассылку по электронной почте, укажите её в профиле';

/**
 * Every channel in the order the page lists them (spec §3 Profile subscriptions). A channel never chosen is off: advertising needs the
 * customer's prior consent (Federal Law 38-FZ, art. 18), so nothing is switched on for them.
 */
export const subscriptionList = (chosen: Partial<Record<CommunicationChannel, boolean>>): readonly ChannelSubscription[] =>
  COMMUNICATION_CHANNELS.map((communicationChannel) => ({ communicationChannel, isSubscribed: chosen[communicationChannel] ?? false }));
