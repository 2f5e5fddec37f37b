import { ApiError } from '@menu/shared';
import { fieldErrors, fieldPath } from './fieldErrors';

describe('fieldPath', () => {
  it('turns a dotted API path into an antd name path, list indexes as numbers', () => {
    expect(fieldPath('name')).toEqual(['name']);
    expect(fieldPath('variants.0.name')).toEqual(['variants', 0, 'name']);
    expect(fieldPath('variant_groups.12.limit')).toEqual(['variant_groups', 12, 'limit']);
  });
});

describe('fieldErrors', () => {
  it("gives one entry per field with all of that field's messages", () => {
    const error = new ApiError('VALIDATION_ERROR', 'Campo obligatorio', 400, [
      { field: 'name', message: 'Campo obligatorio' },
      { field: 'variants.1.price', message: 'El precio no es válido' },
      { field: 'name', message: 'Máximo 120 caracteres' },
    ]);
    expect(fieldErrors(error)).toEqual([
      { name: ['name'], errors: ['Campo obligatorio', 'Máximo 120 caracteres'] },
      { name: ['variants', 1, 'price'], errors: ['El precio no es válido'] },
    ]);
  });

  it('gives none for an error without fields or one that is not from the API', () => {
    expect(fieldErrors(new ApiError('SCOPE_REQUIRED', 'Tu plan no incluye esta función', 403))).toEqual([]);
    expect(fieldErrors(new Error('network down'))).toEqual([]);
  });
});
