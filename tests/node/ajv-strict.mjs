// Compiles JSON Schemas with ajv in strict mode (draft 2020-12) and validates documents.
// Reads {"schemas": {name: schema}, "documents": [{"schema": name, "file": f, "data": d}]}
// on standard input; prints {"schemas": {name: error or null}, "documents": [{file, errors}]}.
import Ajv2020 from "ajv/dist/2020.js";

const input = JSON.parse(await new Promise((resolve) => {
  let text = "";
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk) => { text += chunk; });
  process.stdin.on("end", () => resolve(text));
}));

const ajv = new Ajv2020({ strict: true, allErrors: true });
const compiled = {};
const schemas = {};
for (const [name, schema] of Object.entries(input.schemas)) {
  try {
    compiled[name] = ajv.compile(schema);
    schemas[name] = null;
  } catch (error) {
    schemas[name] = String(error.message);
  }
}
const documents = input.documents.map(({ schema, file, data }) => {
  const validate = compiled[schema];
  if (!validate) return { file, errors: [`schema ${schema} did not compile`] };
  return { file, errors: validate(data) ? [] :
    validate.errors.map((e) => `${e.instancePath || "/"} ${e.keyword}: ${e.message}`) };
});
process.stdout.write(JSON.stringify({ schemas, documents }));
