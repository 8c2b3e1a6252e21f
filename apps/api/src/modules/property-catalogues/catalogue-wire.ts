import type { DetailKind } from '@vitrina/contract/schemas/property-draft';
import type { propertyDetailCategories, propertyDetailTypes, propertyEnvironments } from '../../db/schema/index';

type EnvironmentRow = Pick<typeof propertyEnvironments.$inferSelect, 'id' | 'name' | 'shortName' | 'key'>;
type DetailTypeRow = Pick<typeof propertyDetailTypes.$inferSelect, 'id' | 'type' | 'name' | 'kind' | 'unit' | 'options'>;
type DetailCategoryRow = Pick<typeof propertyDetailCategories.$inferSelect, 'id' | 'name'>;

/**
 * A room kind and a detail type as the API answers them, in the catalogues and inside a draft alike
 * (the wire keeps the spec's 'enviroment').
 */
export const environmentWire = (env: EnvironmentRow) => ({ propertyEnviromentId: env.id, name: env.name, shortName: env.shortName, type: env.key });

export const detailTypeWire = (type: DetailTypeRow, category: DetailCategoryRow) => ({
  propertyDetailTypeId: type.id,
  type: type.type,
  name: type.name,
  kind: type.kind as DetailKind,
  unit: type.unit,
  options: type.options,
  propertyDetailCategory: { propertyDetailCategoryId: category.id, name: category.name },
});
