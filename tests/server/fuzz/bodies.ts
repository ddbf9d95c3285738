import fc from 'fast-check'

// Bodies for the HTTP fuzz run: shaped like each endpoint's with anything in the fields,
// polluted, malformed, nested thousands deep, oversized, forms, raw multipart and plain bytes.

const kB = 1024
export const big = {
  json16k: JSON.stringify({ name: 'a'.repeat(16 * kB), email: 'a@b.org', acknowledge: true }),
  json64k: JSON.stringify({ message: 'a'.repeat(64 * kB) }),
  json2m: `[${'1,'.repeat(kB * kB)}1]`,
  deepArray: `${'['.repeat(8000)}${']'.repeat(8000)}`,
  deepObject: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  hugeNumber: `{"p":${'9'.repeat(10_000)}}`,
  manyKeys: `{${Array.from({ length: 1500 }, (_, i) => `"k${i}":1`).join(',')}}`,
  form70k: `user_id=a&service_id=b&template_id=c&message=${'a'.repeat(70 * kB)}`,
}

const mail = { user_id: 'key', service_id: 'service_local', template_id: 'template_t' }
const nastyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', 'Ada', 'ada@example.org', 'GB', 'x\u0000y', '\ud800', 'a'.repeat(300)),
)
const anyJson = fc.jsonValue({ maxDepth: 3 })
export const fieldValue = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: anyJson },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, 0, -1, 1e308, [], {}) },
)
/** Objects shaped like each endpoint's body, with anything in the fields. */
export const shapedBody = fc.oneof(
  fc.record(
    { name: fieldValue, email: fieldValue, acknowledge: fieldValue, fax_number: fieldValue },
    { requiredKeys: [] },
  ),
  fc.record(
    { name: fieldValue, email: fieldValue, country: fieldValue, fax_number: fieldValue },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      lib_version: fieldValue,
      user_id: fc.oneof(fc.constant(mail.user_id), fieldValue),
      service_id: fc.oneof(fc.constant(mail.service_id), fieldValue),
      template_id: fc.oneof(fc.constant(mail.template_id), fieldValue),
      template_params: fc.oneof(fc.dictionary(nastyText, fieldValue, { maxKeys: 5 }), fieldValue),
    },
    { requiredKeys: [] },
  ),
)
export const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":true},"name":"Ada","email":"a@b.org","acknowledge":true}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `{"user_id":"k","service_id":"s","template_id":"t","template_params":{"__proto__":{"x":1}}}`,
  `{"user_id":"k","service_id":"s","template_id":"t","template_params":{"constructor":"x","toString":1}}`,
  '{"name":"a","name":"b","email":"a@b.org","email":1}',
)
export const malformedJson = fc.constantFrom(
  '',
  ' ',
  '{',
  '}',
  '{"name":',
  "{'name':'Ada'}",
  '{"name":"Ada",}',
  '[1,2',
  'NaN',
  'undefined',
  '\ufeff{"name":"Ada"}',
  '{"name":"\\ud800"}',
  '{"name":"\\u0000"}',
  '{"a":"\\x41"}',
  'null',
  'true',
  '"just a string"',
  '12',
  '[]',
)
export const formBody = fc
  .dictionary(
    fc.oneof(fc.constantFrom('user_id', 'service_id', 'template_id', 'lib_version'), nastyText),
    fc.oneof(
      nastyText.map((text) => text as string | Blob),
      fc.constant(new Blob(['file content'], { type: 'text/plain' })),
    ),
    { maxKeys: 6 },
  )
  .map((fields) => {
    const form = new FormData()
    for (const [key, value] of Object.entries({ ...mail, ...fields })) form.append(key, value)
    return form
  })
export const rawMultipart = fc.constantFrom(
  '--abc\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nkey\r\n--abc--\r\n',
  '--abc\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nkey',
  '--wrong\r\n\r\n--wrong--',
  '--abc\r\nContent-Disposition: form-data; name="a"; filename="../../etc/passwd"\r\n\r\nx\r\n--abc--',
  '--abc\r\nContent-Disposition: form-data; name="\u0000"\r\n\r\nx\r\n--abc--',
)

/** JSON nested up to thousands deep, inside an otherwise sound body of each endpoint. */
export const deepBody = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 7000 })),
    fc.constantFrom('array', 'object'),
    fc.constantFrom(
      (nested: string) =>
        `{"user_id":"k","service_id":"s","template_id":"t","template_params":{"a":${nested}}}`,
      (nested: string) =>
        `{"user_id":"k","service_id":"s","template_id":"t","lib_version":${nested}}`,
      (nested: string) => `{"name":${nested},"email":"a@b.org","acknowledge":true}`,
      (nested: string) => `{"name":"Ada","email":"a@b.org","country":"GB","fax_number":${nested}}`,
      (nested: string) => nested,
    ),
  )
  .map(([depth, kind, wrap]) =>
    wrap(
      kind === 'array'
        ? `${'['.repeat(depth)}"x"${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  )

export type Body = string | FormData | Uint8Array | URLSearchParams | undefined
export const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: shapedBody.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: pollution },
  { weight: 2, arbitrary: malformedJson },
  { weight: 1, arbitrary: fc.constantFrom(...Object.values(big)) },
  { weight: 1, arbitrary: deepBody },
  { weight: 2, arbitrary: formBody },
  { weight: 1, arbitrary: rawMultipart },
  {
    weight: 1,
    arbitrary: fc
      .dictionary(nastyText, nastyText, { maxKeys: 4 })
      .map((f) => new URLSearchParams(f)),
  },
  // Invalid UTF-8 and other bytes.
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  { weight: 1, arbitrary: fc.constant(new Uint8Array([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d])) },
)
