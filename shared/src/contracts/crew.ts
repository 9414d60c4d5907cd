import { z } from 'zod';
import { latinDigits } from '../format/digits';
import { idSchema } from './common';
import { DRIVER_ROLES } from './drivers';
import { tripOfTheDaySchema } from './trips';

/** The crew's session cookie: httpOnly, SameSite=Strict, sent to /api/v1/crew only. */
export const CREW_SESSION_COOKIE = 'rihla_crew';
export const crewMemberSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  role: z.enum(DRIVER_ROLES),
  phone: z.string(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

/** The signed-in crew member and when the session (a shift) ends. */
export const crewSessionSchema = z.object({
  member: crewMemberSchema,
  expiresAt: z.string(),
});
export type CrewSession = z.infer<typeof crewSessionSchema>;

/** A rider of a stop on the crew's manifest. */
export const crewRiderSchema = z.object({
  id: idSchema,
  nameAr: z.string(),
  nameEn: z.string(),
  grade: z.number().int(),
  /** Wheelchair, allergy, epipen...: what the crew must know. */
  specialNeeds: z.string().nullable(),
  guardianName: z.string().nullable(),
  /** E.164, for a tap-to-call link. */
  guardianPhone: z.string().nullable(),
  /** An absence the family reported covers today. */
  absent: z.boolean(),
  /** The rider card's number (its QR's text), for the phone's camera to recognise it offline. */
  cardNumber: z.string().nullable().default(null),
  /** The student has a photo, served to the trip's crew from the rider's photo endpoint (ADR 0069). */
  hasPhoto: z.boolean().default(false),
});
export type CrewRider = z.infer<typeof crewRiderSchema>;

export const crewStopSchema = z.object({
  position: z.number().int(),
  stopId: idSchema,
  nameAr: z.string(),
  nameEn: z.string(),
  /** `HH:MM` on the operator's clock. */
  plannedTime: z.string(),
  riders: z.array(crewRiderSchema),
});

/** One of the crew member's trips of today, with everything the bus needs on the road. */
export const crewTripSchema = tripOfTheDaySchema.extend({
  /** Whether the signed-in member drives this trip or attends it. */
  as: z.enum(DRIVER_ROLES),
  bus: z.object({ plateNumber: z.string(), model: z.string() }),
  school: z.object({ nameAr: z.string(), nameEn: z.string() }),
  stops: z.array(crewStopSchema),
});
export type CrewTrip = z.infer<typeof crewTripSchema>;

/**
 * How many hex characters of a card's digest the phone gets: 48 bits, no two of a company's cards
 * alike in practice, yet too short to serve as a list of card numbers.
 */
export const CARD_DIGEST_HEX = 12;

/**
 * The text whose SHA-256 digest stands for a rider card on the phone (ADR 0056): the day salts it,
 * so a list kept on a phone is worth nothing the next day.
 */
export const cardDigestText = (date: string, cardNumber: string) => `rihla-card:${date}:${cardNumber}`;

/**
 * `GET /crew/today`: the day on the operator's clock and its trips in departure order, and the
 * digests of the company's active rider cards (`cardDigestText`, the first `CARD_DIGEST_HEX` hex
 * characters): the phone tells a child of another bus from a card Rihla does not know, offline,
 * without holding other children's card numbers or names.
 */
export const crewTodaySchema = z.object({
  date: z.string(),
  trips: z.array(crewTripSchema),
  cards: z.array(z.string()).default([]),
});
export type CrewToday = z.infer<typeof crewTodaySchema>;

/**
 * Pairing a phone without SMS: a dispatcher shows a short-lived, single-use code on the crew
 * member's page in the console, as a QR of the app's link (`/crew/pair#<code>`) and as text.
 * The code's letters leave out the ones read alike (0/O, 1/I/L); typed with or without the dash.
 */
export const CREW_PAIRING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CREW_PAIRING_LENGTH = 10;
export const CREW_PAIRING_TTL_MINUTES = 5;

/** The code as typed (spaces, dashes, lower case) in the form it is stored and compared. */
export const normalPairingCode = (typed: string) => latinDigits(typed).toUpperCase().replace(/[\s-]/g, '');

/** The code as shown: two groups of five, a dash between. */
export const shownPairingCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** `POST /crew/auth/pair`: the pairing code the phone scanned or the crew member typed. */
export const crewPairSchema = z
  .object({
    code: z
      .string('validation.required')
      .transform(normalPairingCode)
      .pipe(
        z
          .string()
          .regex(
            new RegExp(`^[${CREW_PAIRING_ALPHABET}]{${CREW_PAIRING_LENGTH}}$`),
            'validation.pairingCodeFormat',
          ),
      ),
  })
  .strict();
export type CrewPair = z.input<typeof crewPairSchema>;

/** `POST /drivers/:id/crew-pairings`: the code, the link the console draws as a QR, and its end. */
export const crewPairingSchema = z.object({
  id: idSchema,
  code: z.string(),
  link: z.string(),
  expiresAt: z.string(),
});
export type CrewPairing = z.infer<typeof crewPairingSchema>;
