// The reference for CountriesEngine: graphql-js (the engine under graphql-yoga, which serves the public
// Countries API) running the Countries schema with resolvers written from the public API's own
// (trevorblades/countries, src/schema.ts), over the bundled dataset read here as plain JSON.
//
//   node countries-oracle.mjs --schema graphql/schema.graphqls --dataset Sources/CountriesEngine/Resources/countries.json
//   node countries-oracle.mjs --probe
//
// After one line announcing itself ({"ready":true,"graphql":"16.6.0",...}), it reads one JSON request a line on
// stdin, {"query","variables","operationName"}, and writes one line for each: graphql-js's result as graphql-yoga
// sends it. Syntax and validation errors, an unknown operation and variables that do not coerce are request
// errors (no "data"); everything else is executed. Every resolver is synchronous, so a result never waits.
//
// Where the public API's answers depend on its libraries rather than on the GraphQL spec, this file follows
// them (see README.md, "graphql-js as the oracle"):
// - filters are sift queries (`filter.code.eq` is sift's `$eq` on the record's raw `code`), including sift's
//   answers to nulls: `filter: null` and `{code: null}` compare the whole value with null, `{code: {}}` matches
//   nothing, `in: null` and `nin: null` throw, and `regex: null` is `new RegExp(null)`, that is /null/;
// - `regex` is a JavaScript RegExp without flags, tested on the raw string; null values never match it.
// Where the public API's libraries hold more than the bundled dataset, the dataset decides: `name(lang:)`
// knows the dataset's 14 languages, and any other language is a field error at the field.
import { readFileSync } from "node:fs";

const graphql = await loadGraphQL();

if (process.argv.includes("--probe")) {
  process.stdout.write(JSON.stringify({ graphql: graphql.version, node: process.version }) + "\n");
  process.exit(0);
}

const schemaPath = argument("--schema");
const datasetPath = argument("--dataset");
const schema = graphql.buildSchema(readFileSync(schemaPath, "utf8"));
const data = JSON.parse(readFileSync(datasetPath, "utf8"));
attachResolvers(schema, resolvers(nodes(data)));
process.stdout.write(JSON.stringify({ ready: true, graphql: graphql.version, node: process.version }) + "\n");
serve();

/// graphql-js from a node_modules folder if there is one, else from Debian's node-graphql, which Debian's node
/// finds by itself but other builds of node (nodesource's) do not.
async function loadGraphQL() {
  const candidates = ["graphql"];
  if (process.env.GRAPHQL_JS_DIR) candidates.unshift(`${process.env.GRAPHQL_JS_DIR}/index.mjs`);
  candidates.push("/usr/share/nodejs/graphql/index.mjs", "/usr/lib/nodejs/graphql/index.mjs");
  const failures = [];
  for (const candidate of candidates) {
    try {
      return await import(candidate);
    } catch (error) {
      failures.push(`${candidate}: ${error.code ?? error.message}`);
    }
  }
  process.stdout.write(JSON.stringify({ ready: false, error: `graphql-js not found (${failures.join("; ")})` }) + "\n");
  process.exit(3);
}

function argument(name) {
  const index = process.argv.indexOf(name);
  if (index < 0 || index + 1 >= process.argv.length) {
    process.stderr.write(`countries-oracle.mjs: ${name} PATH is required\n`);
    process.exit(64);
  }
  return process.argv[index + 1];
}

/// The dataset as linked objects: each record once, with its lists resolved.
function nodes(data) {
  const continents = data.continents.map((raw) => ({ raw, countries: [] }));
  const languages = data.languages.map((raw) => ({ raw, countries: [] }));
  const continentByCode = new Map(continents.map((node) => [node.raw.code, node]));
  const languageByCode = new Map(languages.map((node) => [node.raw.code, node]));
  const countries = data.countries.map((raw) => ({
    raw,
    continent: continentByCode.get(raw.continent),
    languages: raw.languages.map((code) => languageByCode.get(code)),
    // The public API's `currency.split(",")` and `phone.split(",")`; a country without a currency has none.
    currencies: raw.currency == null ? [] : raw.currency.split(","),
    phones: raw.phone.split(","),
    states: [],
  }));
  for (const country of countries) {
    country.continent.countries.push(country);
    for (const language of country.languages) language.countries.push(country);
    country.states = country.raw.states.map((raw) => ({ raw, country }));
  }
  return {
    continents, languages, countries, continentByCode, languageByCode,
    countryByCode: new Map(countries.map((node) => [node.raw.code, node])),
  };
}

/// One resolver for every field of the SDL; `attachResolvers` refuses a field without one, or one too many.
function resolvers(all) {
  const raw = (name) => (node) => node.raw[name];
  return {
    Query: {
      continent: (_, { code }) => all.continentByCode.get(code) ?? null,
      continents: (_, { filter }) => all.continents.filter(siftQuery(filter)),
      countries: (_, { filter }) => all.countries.filter(siftQuery(filter)),
      country: (_, { code }) => all.countryByCode.get(code) ?? null,
      language: (_, { code }) => all.languageByCode.get(code) ?? null,
      languages: (_, { filter }) => all.languages.filter(siftQuery(filter)),
    },
    Continent: { code: raw("code"), countries: (node) => node.countries, name: raw("name") },
    Country: {
      awsRegion: raw("awsRegion"),
      capital: raw("capital"),
      code: raw("code"),
      continent: (node) => node.continent,
      currencies: (node) => node.currencies,
      currency: raw("currency"),
      emoji: raw("emoji"),
      emojiU: raw("emojiU"),
      languages: (node) => node.languages,
      name: (node, { lang }) => localizedName(node.raw, lang),
      native: raw("native"),
      phone: raw("phone"),
      phones: (node) => node.phones,
      states: (node) => node.states,
      subdivisions: (node) => node.raw.subdivisions,
    },
    Language: {
      code: raw("code"),
      countries: (node) => node.countries,
      name: raw("name"),
      native: raw("native"),
      rtl: raw("rtl"),
    },
    State: { code: raw("code"), country: (node) => node.country, name: raw("name") },
    Subdivision: {
      code: (subdivision) => subdivision.code,
      emoji: (subdivision) => subdivision.emoji,
      name: (subdivision) => subdivision.name,
    },
  };
}

/// `name(lang:)`: the English name without a language (the public API's `if (lang)`), the dataset's name in a
/// language it has, else a field error.
function localizedName(country, lang) {
  if (!lang && lang !== "") return country.name;
  if (Object.hasOwn(country.names, lang)) return country.names[lang];
  throw new Error(`Unsupported language "${lang}" for name(lang:)`);
}

/// sift(filter) as the public API calls it, for the shapes GraphQL coercion gives a filter: a test on a node's
/// raw record. Operations are built before any record is tested, as sift builds them, so an invalid `regex` or
/// a null `in` fails the field even when no record would reach it.
function siftQuery(filter) {
  // sift compares a query that is not a plain object with the whole record: null never equals one.
  if (filter === null) return () => false;
  const clauses = Object.entries(filter).map(([field, query]) => {
    const test = propertyTest(query);
    return (node) => test(node.raw[field]);
  });
  return (node) => clauses.every((clause) => clause(node));
}

/// A sift property query: an object of operations, else a value the property must equal (null, or `{}`).
function propertyTest(query) {
  if (query === null || Object.keys(query).length === 0) return (value) => siftEquals(query, value);
  const tests = Object.entries(query).map(([operation, parameter]) => {
    switch (operation) {
      case "eq": return (value) => siftEquals(parameter, value);
      case "ne": return (value) => !siftEquals(parameter, value);
      case "in": {
        const choices = parameter.map((choice) => choice); // sift's $in maps its parameter: null throws
        return (value) => choices.some((choice) => siftEquals(choice, value));
      }
      case "nin": {
        const choices = parameter.map((choice) => choice);
        return (value) => !choices.some((choice) => siftEquals(choice, value));
      }
      case "regex": {
        const pattern = new RegExp(parameter); // sift's $regex: `new RegExp(pattern, $options)`, no options here
        return (value) => typeof value === "string" && pattern.test(value);
      }
      default: throw new Error(`Unsupported operation: ${operation}`);
    }
  });
  return (value) => tests.every((test) => test(value));
}

/// sift's `equals` for the values a filter holds (strings, null, `{}`) and a record's raw string or null.
function siftEquals(expected, value) {
  return (expected == null && value == null) || expected === value;
}

function attachResolvers(schema, table) {
  const problems = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof graphql.GraphQLObjectType) || type.name.startsWith("__")) continue;
    const given = table[type.name] ?? {};
    const fields = type.getFields();
    for (const name of Object.keys(fields)) {
      if (given[name]) fields[name].resolve = given[name];
      else problems.push(`no resolver for ${type.name}.${name}`);
    }
    for (const name of Object.keys(given)) if (!fields[name]) problems.push(`${type.name}.${name} is not in the SDL`);
  }
  for (const name of Object.keys(table)) if (!schema.getType(name)) problems.push(`${name} is not in the SDL`);
  if (problems.length > 0) {
    process.stdout.write(JSON.stringify({ ready: false, error: problems.join("; ") }) + "\n");
    process.exit(3);
  }
}

/// One request as graphql-yoga runs it: parse, validate with the specified rules, execute.
function run(request) {
  let document;
  try {
    document = graphql.parse(new graphql.Source(request.query, "GraphQL request"));
  } catch (error) {
    if (error instanceof graphql.GraphQLError) return { errors: [error] };
    throw error;
  }
  const errors = graphql.validate(schema, document);
  if (errors.length > 0) return { errors };
  const result = graphql.execute({
    schema, document, rootValue: {},
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
  if (typeof result?.then === "function") throw new Error("a resolver returned a promise");
  return result;
}

/// Answers each line of stdin in order; a chunk's answers are written together.
function serve() {
  let pending = "";
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop();
    const answers = [];
    for (const line of lines) {
      if (line.length === 0) continue;
      try {
        answers.push(JSON.stringify(run(JSON.parse(line))));
      } catch (error) {
        answers.push(JSON.stringify({ oracleFailure: String(error?.stack ?? error) }));
      }
    }
    if (answers.length > 0) process.stdout.write(answers.join("\n") + "\n");
  });
  process.stdin.on("end", () => process.exit(0));
}
