import {
  CARD_DIGEST_HEX,
  type CrewRider,
  type CrewToday,
  cardDigestText,
} from '@rihla/shared/contracts/crew';
import type { CrewTripState } from '@rihla/shared/contracts/crew-trip';
import { cardNumberSchema } from '@rihla/shared/contracts/students';

/** What a card read on a trip is, as the phone can tell offline (ADR 0056). */
export type CardFinding =
  /** A rider of this trip: marked on the bus, or dropped off when the taps have them on board. */
  | { kind: 'rider'; cardNumber: string; rider: CrewRider; mark: 'boarded' | 'dropped_off' }
  /** A child of another trip: named when it is one of this member's trips of today. */
  | { kind: 'wrong_bus'; cardNumber: string; rider: CrewRider | null; plateNumber: string | null }
  /** A card Rihla does not know (or not yet: the API is asked too). */
  | { kind: 'unknown'; cardNumber: string }
  /** A code that is no rider card at all. */
  | { kind: 'not_a_card' };

/** The digest the API lists the company's cards by (`cardDigestText`); null without Web Crypto. */
export async function cardDigest(date: string, cardNumber: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const hash = await subtle.digest('SHA-256', new TextEncoder().encode(cardDigestText(date, cardNumber)));
  return [...new Uint8Array(hash)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, CARD_DIGEST_HEX);
}

/**
 * Whose the card read on `tripId` is, from today's list alone (no network): its text read as the
 * console stores card numbers (trimmed, upper case), then this trip's riders, the member's other
 * trips, and the digests of the company's cards.
 */
export async function findCard(
  text: string,
  today: CrewToday,
  tripId: string,
  state: Pick<CrewTripState, 'onBoard'>,
): Promise<CardFinding> {
  const read = cardNumberSchema.safeParse(text);
  if (!read.success) return { kind: 'not_a_card' };
  const cardNumber = read.data;
  const holderIn = (trip: CrewToday['trips'][number]) =>
    trip.stops.flatMap((stop) => stop.riders).find((rider) => rider.cardNumber === cardNumber);
  const trip = today.trips.find((one) => one.id === tripId);
  const rider = trip ? holderIn(trip) : undefined;
  if (rider) {
    const mark = state.onBoard.includes(rider.id) ? 'dropped_off' : 'boarded';
    return { kind: 'rider', cardNumber, rider, mark };
  }
  for (const other of today.trips) {
    const theirs = other.id === tripId ? undefined : holderIn(other);
    if (theirs) return { kind: 'wrong_bus', cardNumber, rider: theirs, plateNumber: other.bus.plateNumber };
  }
  const digest = await cardDigest(today.date, cardNumber);
  return digest !== null && today.cards.includes(digest)
    ? { kind: 'wrong_bus', cardNumber, rider: null, plateNumber: null }
    : { kind: 'unknown', cardNumber };
}
