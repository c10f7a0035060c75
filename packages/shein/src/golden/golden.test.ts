import { describe, expect, it } from 'vitest';
import { sheinEnvelope } from '../envelope';
import {
  SHEIN_PATHS,
  SHEIN_REQUEST_SCHEMAS,
  SHEIN_RESULT_SCHEMAS,
  SHEIN_UPLOAD_RESULT,
  type SheinPathName,
} from '../paths';
import { uploadPicForm } from '../schemas/images';
import {
  multipartParts,
  parseHttpFixture,
  parseJsonFixture,
  sheinManifest,
  stripBlockComments,
} from './reference-samples';

const fixtures = sheinManifest();
const resultSchema = (type: string) =>
  type === 'uploadPic' ? SHEIN_UPLOAD_RESULT : SHEIN_RESULT_SCHEMAS[type as SheinPathName];

describe('golden fixtures: every sample of the publish-flow reference files', () => {
  it('covers every type the publish flow calls, requests and responses', () => {
    const types = new Set(fixtures.map((f) => f.type));
    for (const t of [
      'categoryTree',
      'attributeTemplate',
      'fillInStandard',
      'uploadPic',
      'transformPic',
      'publishOrEdit',
    ])
      expect(types, t).toContain(t);
    expect(fixtures.length).toBe(21);
  });

  for (const f of fixtures.filter((x) => x.kind === 'response'))
    it(`accepts the response ${f.file}`, () => {
      const env = sheinEnvelope.parse(parseJsonFixture(f.file));
      expect(env.code).toBe('0');
      const parsed = resultSchema(f.type).safeParse(env.info);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

  for (const f of fixtures.filter((x) => x.kind === 'request' && x.fence !== 'http'))
    it(`accepts the request ${f.file}`, () => {
      const schema = SHEIN_REQUEST_SCHEMAS[f.type as SheinPathName];
      expect(schema, f.type).toBeDefined();
      const parsed = schema?.safeParse(parseJsonFixture(f.file));
      expect(parsed?.error?.issues ?? []).toEqual([]);
    });

  it('reads the fill-in standard HTTP sample: its path, language header and JSON body', () => {
    const s = parseHttpFixture('query-publish-fill-in-standard.request.txt');
    expect(s.path).toBe(SHEIN_PATHS.fillInStandard.path);
    expect(s.headers.language).toBe('en');
    const body = JSON.parse(stripBlockComments(s.body));
    expect(SHEIN_REQUEST_SCHEMAS.fillInStandard?.safeParse(body).success).toBe(true);
  });

  it('reads the upload-pic HTTP sample as multipart image_type + file', () => {
    const s = parseHttpFixture('upload-pic.request.txt');
    expect(s.path).toBe(SHEIN_PATHS.uploadPic.path);
    expect(s.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const boundary = s.headers['content-type']?.split('boundary=')[1] ?? '';
    const parts = multipartParts(stripBlockComments(s.body), boundary);
    expect(Object.keys(parts).sort()).toEqual(['file', 'image_type']);
    expect(uploadPicForm.parse({ image_type: parts.image_type?.value })).toEqual({ image_type: 2 });
    expect(parts.file?.contentType).toBe('image/jpeg');
    expect(parts.file?.filename).toMatch(/\.jpg$/);
  });
});
