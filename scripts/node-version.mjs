// The Node.js versions the server runs on (package.json's engines: >=22.20).
// Below that, the SQLite driver's binary and several dependencies are not
// supported, so `npm start` stops with a sentence instead of failing later.

/** A sentence saying why this Node cannot run the server, or null when it can. */
export function nodeVersionProblem(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 20)) return null;
  return (
    `Node.js ${version} is not supported: use Node.js 24 LTS (or 22.20 or newer). ` +
    'Without a system-wide install: scripts/with-node.sh 24 npm start (see the README).'
  );
}
