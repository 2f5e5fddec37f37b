/**
 * The tenant sweep's attempts (tenant-sweep.test.ts) on a region's rows: account B calling them
 * with A's region, and with its own region naming one of A's items.
 */
export function regionRowAttempts(a: Record<string, number | string>, b: Record<string, number | string>) {
  const kinds = [
    ['products', 'product_id', 'product', { price: 1 }],
    ['variants', 'variant_id', 'variant', { price: 1 }],
    ['promotions', 'promotion_id', 'promotion', { enabled: true }],
    ['advertising', 'advertising_id', 'advertising', { enabled: true }],
  ] as const
  return Object.fromEntries(
    kinds.flatMap(([rows, item, kind, value]) => [
      [`GET /v1/regions/{id}/${rows}`, [{ url: `/v1/regions/${a.region}/${rows}` }]],
      [
        `PUT /v1/regions/{id}/${rows}`,
        [
          { url: `/v1/regions/${a.region}/${rows}`, body: [{ [item]: b[kind], ...value }] },
          {
            url: `/v1/regions/${b.region}/${rows}`,
            body: [
              { [item]: b[kind], ...value },
              { [item]: a[kind], ...value },
            ],
          },
        ],
      ],
    ]),
  ) as Record<string, Array<{ url: string; body?: unknown }>>
}
