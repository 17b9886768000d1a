import { ROUTES } from '../routes/index.js';
import { STATUS_FOR_CODE } from '../errors/status-for-code.js';
import { openApiDocument } from './openapi-document.js';

type Operation = {
  parameters: { name: string; schema: Record<string, unknown> }[];
  responses: Record<string, { content?: { 'application/json': { example?: { error: { code: string } } } } }>;
};

const document = openApiDocument(ROUTES, 'test');
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as Operation[];

describe('openApiDocument', () => {
  it('types the paging parameters as integers', () => {
    const search = operations.find((operation) => operation.parameters.some((p) => p.name === 'page_size'))!;
    for (const name of ['page', 'page_size']) {
      expect(search.parameters.find((parameter) => parameter.name === name)?.schema['type']).toBe('integer');
    }
  });

  it("gives each error status an example carrying that status's own code", () => {
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '200') continue;
        const code = response.content?.['application/json'].example?.error.code;
        expect({ status, code, statusOfCode: STATUS_FOR_CODE[code as keyof typeof STATUS_FOR_CODE] }).toEqual(
          {
            status,
            code,
            statusOfCode: Number(status),
          },
        );
      }
    }
  });

  it('refers to no document outside the project', () => {
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/\bspec\b|first document|second document|seeds\//i);
  });
});
