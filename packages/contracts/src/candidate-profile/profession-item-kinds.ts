// Kept apart from professions.ts's schemas: the offer page lists these without the schema library.

export const professionItemKinds = [
  'certificates',
  'experiences',
  'skillsProfessionals',
  'skillsTechnicals',
  'skillsAdditionals',
  'productionStages',
  'productionMaterials',
  'productionMethods',
  'productionUses',
] as const;
export type ProfessionItemKind = (typeof professionItemKinds)[number];
