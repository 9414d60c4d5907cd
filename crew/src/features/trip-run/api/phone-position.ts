/** Where the phone is, if it can tell quickly: null when the position is refused, unknown or slow. */
export function phonePosition(): Promise<{ lat: number | null; lng: number | null }> {
  const none = { lat: null, lng: null };
  if (!('geolocation' in navigator)) return Promise.resolve(none);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(none),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 5_000 },
    );
  });
}
