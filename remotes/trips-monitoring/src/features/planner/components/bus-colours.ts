/** Distinct colours for the buses of a proposal (a bus's routes share its colour); they repeat after twelve. */
const COLOURS = [
  '#0f766e',
  '#b45309',
  '#1d4ed8',
  '#be123c',
  '#6d28d9',
  '#15803d',
  '#c2410c',
  '#0369a1',
  '#a21caf',
  '#4d7c0f',
  '#9f1239',
  '#334155',
];

export const busColour = (bus: number) => COLOURS[bus % COLOURS.length] as string;
