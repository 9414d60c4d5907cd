/** Riyadh, where the demo company runs; a map without points opens here. */
export const DEFAULT_CENTER: [number, number] = [24.7136, 46.6753];
