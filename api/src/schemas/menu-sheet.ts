import { Type } from 'typebox'

/** Documentation of the import's multipart body (not validated as JSON: see plugins/validator.ts). */
export const ImportBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: 'The menu as .csv or .xlsx (checked by content), at most 5 MB and 5,000 rows',
    }),
    remove: Type.Optional(
      Type.String({
        enum: ['true', 'false'],
        description: "'true': remove the products and variants absent from the file (default false)",
      }),
    ),
  },
  { 'x-multipart': true },
)

const RowType = Type.String({ description: "'Producto', 'Combo' (a product that is a combo) or 'Variante'" })

export const ImportRowError = Type.Object({
  row: Type.Integer({ minimum: 1, description: 'Row number as the spreadsheet shows it (1: the header row)' }),
  column: Type.String({ description: 'Column header' }),
  message: Type.String({ description: 'Why, in Spanish' }),
})

export const ImportPreview = Type.Object({
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  rows: Type.Integer({ minimum: 0, description: 'Data rows read' }),
  remove: Type.Boolean(),
  summary: Type.Object({
    created: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    removed: Type.Integer({ minimum: 0 }),
    unchanged: Type.Integer({ minimum: 0 }),
    invalid: Type.Integer({ minimum: 0, description: 'Rows with at least one error' }),
  }),
  created: Type.Array(
    Type.Object({
      row: Type.Integer(),
      type: RowType,
      name: Type.String(),
      price: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  updated: Type.Array(
    Type.Object({
      row: Type.Integer(),
      key: Type.String(),
      type: RowType,
      name: Type.String(),
      changes: Type.Array(Type.Object({ column: Type.String(), from: Type.String(), to: Type.String() })),
    }),
  ),
  removed: Type.Array(Type.Object({ key: Type.String(), type: RowType, name: Type.String() })),
  errors: Type.Array(ImportRowError),
  new_names: Type.Object(
    {
      families: Type.Array(Type.String()),
      categories: Type.Array(Type.String({ description: "'Familia / Categoría'" })),
      tags: Type.Array(Type.String()),
      groups: Type.Array(Type.String()),
    },
    { description: 'Families, categories, tags and variant groups the import creates (named in rows, not found)' },
  ),
})
