/** jsdom lays nothing out: gives every element a size so Leaflet asks for the tiles it would show. */
export function giveMapsASize() {
  const sized = ['clientWidth', 'clientHeight'] as const;
  beforeAll(() => {
    for (const name of sized)
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, value: 512 });
  });
  afterAll(() => {
    for (const name of sized) Reflect.deleteProperty(HTMLElement.prototype, name);
  });
}
