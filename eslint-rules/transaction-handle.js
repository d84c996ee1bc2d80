// A transaction's statements go through its handle (docs/decisions/065-services-floor-plan.md).
// Inside `outer.transaction((tx) => ...)` the callback must take the handle and
// must not name `outer` again: with one SQLite connection a statement through
// the outer handle still lands in the transaction, which hides which
// statements belong to it and breaks on any other database. `const tx = db`
// (a handle that is not one) is refused too.
/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "statements inside a transaction go through the transaction's handle" },
    schema: [],
    messages: {
      outerInside: "'{{outer}}' inside its own transaction: use the transaction's handle instead.",
      fakeHandle: "'const {{name}} = {{outer}}' is not a transaction handle: open {{outer}}.transaction((tx) => ...) instead.",
    },
  },
  create(context) {
    const source = context.sourceCode;
    /** Reports every `outer` named in `body` (a property name such as `ctx.db` aside). */
    function reportOuterIn(body, outer) {
      const visit = (n) => {
        if (!n || typeof n.type !== 'string') return;
        if ((n.type === 'Identifier' || n.type === 'MemberExpression') && source.getText(n) === outer) {
          const parent = n.parent;
          const isPropertyName = parent && parent.type === 'MemberExpression' && parent.property === n && !parent.computed;
          const isKey = parent && parent.type === 'Property' && parent.key === n && !parent.computed && !parent.shorthand;
          if (!isPropertyName && !isKey) {
            context.report({ node: n, messageId: 'outerInside', data: { outer } });
            return;
          }
        }
        for (const key of Object.keys(n)) {
          if (key === 'parent') continue;
          const child = n[key];
          if (Array.isArray(child)) child.forEach((c) => c && typeof c.type === 'string' && visit(c));
          else if (child && typeof child.type === 'string') visit(child);
        }
      };
      visit(body);
    }
    /** A function handed a transaction's handle as `tx` (insertRecord: (tx) => ..., a helper's work): `db` is the outer one. */
    function checkTxFunction(node) {
      const first = node.params[0];
      if (!first || first.type !== 'Identifier' || first.name !== 'tx') return;
      if (isTransactionCallback(node)) return;
      reportOuterIn(node.body, 'db');
    }
    function isTransactionCallback(fn) {
      const call = fn.parent;
      return (
        call &&
        call.type === 'CallExpression' &&
        call.arguments[0] === fn &&
        call.callee.type === 'MemberExpression' &&
        !call.callee.computed &&
        call.callee.property.name === 'transaction'
      );
    }
    return {
      ArrowFunctionExpression: checkTxFunction,
      FunctionExpression: checkTxFunction,
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'transaction') return;
        const callback = node.arguments[0];
        if (!callback || (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')) return;
        const outer = source.getText(callee.object);
        reportOuterIn(callback.body, outer);
      },
      VariableDeclarator(node) {
        if (
          node.id.type === 'Identifier' &&
          /^tx$|Tx$|^trx$/.test(node.id.name) &&
          node.init &&
          node.init.type === 'Identifier' &&
          /^db$|Db$/.test(node.init.name)
        ) {
          context.report({ node, messageId: 'fakeHandle', data: { name: node.id.name, outer: node.init.name } });
        }
      },
    };
  },
};
