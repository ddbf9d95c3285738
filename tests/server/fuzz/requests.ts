import fc from 'fast-check'
import { address, endpoints, query } from './addresses'
import {
  big,
  body,
  deepBody,
  fieldValue,
  formBody,
  malformedJson,
  pollution,
  rawMultipart,
  shapedBody,
  type Body,
} from './bodies'
import { predictedEnquiry, type Prediction } from './enquiries'
import { contentTypes, headers } from './headers'

// The requests of the HTTP fuzz run: wild ones (any method, address, headers and body) and ones
// aimed where a handler reads them (JSON and form posts, policy reports, GETs with queries).

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']
const oddMethods = ['get', 'post', 'PROPFIND', 'MKCOL', 'FOO', 'M-SEARCH', 'QUERY', 'LINK']

export type FuzzRequest = {
  method: string
  path: string
  headers: Record<string, string>
  body: Body
  /** What the service must answer, where that is known (fuzz/enquiries.ts). */
  expect?: Prediction
}

/** Anything at all: any method, any bent address, any headers and body. */
const wild: fc.Arbitrary<FuzzRequest> = fc.record({
  method: fc.oneof(fc.constantFrom(...methods), fc.constantFrom(...oddMethods)),
  path: address,
  headers,
  body,
})

/** A POST to an endpoint that takes one, with a content type it reads: the body gets through. */
const jsonTypes = contentTypes.filter((type) => /json/i.test(type))
const aimedPost: fc.Arbitrary<FuzzRequest> = fc
  .record({
    path: fc.constantFrom('/api/blog/subscribe', '/api/waitlist', '/api/v1.0/email/send'),
    type: fc.constantFrom(...jsonTypes, 'application/json', 'application/json'),
    body: fc.oneof(
      { weight: 4, arbitrary: shapedBody.map((value) => JSON.stringify(value)) },
      { weight: 2, arbitrary: deepBody },
      { weight: 1, arbitrary: pollution },
      { weight: 1, arbitrary: malformedJson },
      { weight: 1, arbitrary: fc.constantFrom(...Object.values(big)) },
    ),
    headers,
  })
  .map(({ path, type, body, headers }) => ({
    method: 'POST',
    path,
    headers: { ...headers, 'content-type': type },
    body,
  }))
const aimedForm: fc.Arbitrary<FuzzRequest> = fc
  .record({
    body: fc.oneof(formBody, rawMultipart, fc.constant(big.form70k)),
    type: fc.constantFrom(...contentTypes.filter((type) => type.startsWith('multipart'))),
    headers,
  })
  .map(({ body, type, headers }) => {
    const { 'content-type': _, ...rest } = headers
    return {
      method: 'POST',
      path: '/api/v1.0/email/send-form',
      headers: body instanceof FormData ? rest : { ...rest, 'content-type': type },
      body,
    }
  })

/** A Content-Security-Policy report, in either shape browsers send, with anything in it. */
const reportNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 1.5, 1e308, -0),
  fieldValue,
)
const reportText = fc.oneof(
  fc.constantFrom('https://localhost/svs?email=a@b.org#x', 'inline', 'eval', 'script-src', ''),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.constant('😀'.repeat(60)),
  // 600 emoji are 7,200 characters once the URL parser has encoded them: the stored cap's case.
  fc.constant(`https://e.example/${'😀'.repeat(600)}`),
  fieldValue,
)
const legacyReport = fc
  .record(
    {
      'document-uri': reportText,
      'effective-directive': reportText,
      'violated-directive': reportText,
      'blocked-uri': reportText,
      'source-file': reportText,
      'line-number': reportNumber,
      'column-number': reportNumber,
      'script-sample': reportText,
      disposition: reportText,
    },
    { requiredKeys: [] },
  )
  .map((report) => ({ 'csp-report': report }))
const apiReport = fc.array(
  fc.record(
    {
      type: fc.oneof(fc.constant('csp-violation'), fieldValue),
      body: fc.record(
        {
          documentURL: reportText,
          effectiveDirective: reportText,
          blockedURL: reportText,
          sourceFile: reportText,
          lineNumber: reportNumber,
          columnNumber: reportNumber,
          sample: reportText,
          disposition: reportText,
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['type'] },
  ),
  { maxLength: 25 },
)
const aimedReport: fc.Arbitrary<FuzzRequest> = fc
  .record({
    type: fc.constantFrom(
      'application/csp-report',
      'application/reports+json',
      'application/json',
      'text/plain',
    ),
    body: fc.oneof(
      { weight: 4, arbitrary: fc.oneof(legacyReport, apiReport).map((r) => JSON.stringify(r)) },
      { weight: 1, arbitrary: malformedJson },
      { weight: 1, arbitrary: deepBody },
    ),
    // Reports have their own limit per address: spread them over many.
    client: fc.nat(100_000),
    headers,
  })
  .map(({ type, body, client, headers }) => ({
    method: 'POST',
    path: '/api/csp-report',
    headers: { ...headers, 'content-type': type, 'x-test-client': `reporter-${client}` },
    body,
  }))

/** An e-mail enquiry whose answer is predicted, as JSON or as form data, in any language. */
const predicted: fc.Arbitrary<FuzzRequest> = fc
  .record({
    enquiry: predictedEnquiry,
    multipart: fc.boolean(),
    language: fc.constantFrom('en', 'es', 'ar', 'fr'),
  })
  .map(({ enquiry, multipart, language }) => {
    const { params, ids, host, expect } = enquiry
    const headers = { 'accept-language': language, ...(host ? { host } : {}) }
    const fields = { user_id: 'public-key', ...ids }
    if (!multipart) {
      return {
        method: 'POST',
        path: '/api/v1.0/email/send',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, template_params: params }),
        expect,
      }
    }
    const form = new FormData()
    for (const [key, value] of Object.entries({ ...fields, ...params })) form.set(key, value)
    return { method: 'POST', path: '/api/v1.0/email/send-form', headers, body: form, expect }
  })

/** A GET or HEAD of a real address with a query and headers: the handlers and files answer. */
const aimedGet: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'HEAD'),
    path: fc.tuple(fc.constantFrom(...endpoints), query).map(([path, q]) => path.split('?')[0] + q),
    headers,
  })
  .map((r) => ({ ...r, body: undefined }))

export const request: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    { weight: 4, arbitrary: wild },
    { weight: 3, arbitrary: aimedPost },
    { weight: 1, arbitrary: aimedForm },
    { weight: 1, arbitrary: aimedReport },
    { weight: 2, arbitrary: aimedGet },
    { weight: 1, arbitrary: predicted },
  )
  .map((r) => {
    const headers = { ...r.headers }
    // A FormData or URLSearchParams body brings its own content type unless one is forced.
    if (r.body instanceof FormData || r.body instanceof URLSearchParams) {
      if (!headers['content-type']?.startsWith('multipart')) delete headers['content-type']
    }
    // GET and HEAD cannot carry a body in the Fetch API.
    const bodyless = ['GET', 'HEAD'].includes(r.method.toUpperCase())
    return { ...r, headers, body: bodyless ? undefined : r.body }
  })

export const describeRequest = (r: FuzzRequest) => {
  const text =
    r.body === undefined
      ? ''
      : typeof r.body === 'string'
        ? r.body
        : r.body instanceof Uint8Array
          ? `bytes ${Buffer.from(r.body).toString('hex')}`
          : r.body instanceof URLSearchParams
            ? r.body.toString()
            : `FormData ${JSON.stringify([...r.body.entries()].map(([k, v]) => [k, String(v)]))}`
  const expected = r.expect ? ` (expected ${JSON.stringify(r.expect)})` : ''
  return `${r.method} ${r.path.slice(0, 300)} ${JSON.stringify(r.headers)} ${text.slice(0, 300)}${text.length > 300 ? `… (${text.length} characters)` : ''}${expected}`
}
