// The server's HTTP API (/api/v1/...): JSON in and out; errors arrive as RFC 9457 problem
// documents and leave here as ApiError with the server's own words.

const BASE = new URL('api/v1/', document.baseURI);

/** A request the server refused or could not answer: message is what to show the user. */
export class ApiError extends Error {
  constructor(message, status, problem) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

/**
 * The puzzle text the page sends: the JSON format, which holds every size and box shape; for a
 * variant puzzle, its variant JSON (as the server parsed it) with these values as the givens.
 */
export function puzzleText(layout, values) {
  if (layout.variant) {
    return JSON.stringify({ ...layout.variant, givens: Array.from(values) });
  }
  return JSON.stringify({ box: layout.box, cells: Array.from(values) });
}

let current = new Map();

/**
 * POSTs body to route and returns the parsed answer. A second call to the same route aborts the
 * first (a user who clicks twice wants the second answer).
 */
export async function post(route, body) {
  current.get(route)?.abort();
  const controller = new AbortController();
  current.set(route, controller);
  let response;
  try {
    response = await fetch(new URL(route, BASE), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, application/problem+json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (e) {
    if (e.name === 'AbortError') {
      throw e;
    }
    throw new ApiError('The server cannot be reached: is `sudokux serve` still running?', 0, null);
  } finally {
    if (current.get(route) === controller) {
      current.delete(route);
    }
  }
  const type = response.headers.get('Content-Type') ?? '';
  let data = null;
  if (type.includes('json')) {
    data = await response.json().catch(() => null);
  }
  if (!response.ok) {
    throw new ApiError(problemText(response, data), response.status, data);
  }
  return data;
}

function problemText(response, problem) {
  if (response.status === 503) {
    const wait = response.headers.get('Retry-After');
    return `The server is busy${wait ? `: try again in ${wait} s` : ''}.`;
  }
  if (response.status === 429) {
    return 'Too many requests from this address: wait a moment.';
  }
  if (problem && (problem.detail || problem.title)) {
    const text = problem.detail ? problem.detail : problem.title;
    // Where in the puzzle text, when the server knows and the sentence does not say.
    const where = [];
    if (Number.isInteger(problem.line) && !/\bline \d/.test(text)) {
      where.push(`line ${problem.line}`);
    }
    if (Number.isInteger(problem.column) && !/\bcolumn \d/.test(text)) {
      where.push(`column ${problem.column}`);
    }
    return where.length ? `${where.join(', ')}: ${text}` : text;
  }
  return `The server answered ${response.status} ${response.statusText}.`;
}
