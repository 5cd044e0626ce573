import { AsYouType, parsePhoneNumberFromString, type CountryCode as Region, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './phoneMetadata.json';

/**
 * The phone library over the numbering plans of the shop's seven markets only (phoneMetadata.json, cut
 * from libphonenumber-js's metadata.min.json by phoneMetadata.test.ts): 3 KB instead of 89 KB in every
 * page that has a phone field, with the same readings for every phone the shop takes.
 */
const plans = metadata as unknown as MetadataJson;

/** The country whose numbering plan holds an international number, e.g. RU for +7 495…, KZ for +7 701… (spec §5 Phone formats). */
export const regionOf = (international: string): Region | undefined => parsePhoneNumberFromString(international, plans)?.country;

/** An E.164 number grouped as dialled abroad (+7 912 345 67 89); undefined when the plan would change its digits (spec §5 Phone formats). */
export function internationalForm(e164: string): string | undefined {
  const parsed = parsePhoneNumberFromString(e164, plans);
  return parsed && parsed.number === e164 ? parsed.formatInternational() : undefined;
}

/** A number being typed, grouped as far as it goes (spec §5 Phone formats). */
export const asTyped = (region: Region, international: string): string => new AsYouType(region, plans).input(international);
