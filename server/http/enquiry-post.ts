// The enquiry form's plain post (no JavaScript: POST /enquiry or /hi/enquiry,
// application/x-www-form-urlencoded), answered before Remix (decision 023).
// A thin transport like the legacy adapter: it reads the body, calls the same
// enquiries.submit procedure (its submit limit, checks and duplicate rule
// included) and answers a saved enquiry as the page's action does, 303 to the
// same language's thank-you page, which the page cache holds. Rendering a
// document request through Remix cost most of a submit's CPU.
//
// A refused (or failed) post goes on to Remix with its body and what the
// procedure threw (handedOn): the page renders the form with the messages,
// status and Retry-After as before, and the procedure, which throws the same
// refusal again (ContextOptions.submitRefusal), runs and counts once.
// Anything else (another path, spelling or body type) goes on untouched.
import express, { type RequestHandler } from 'express';
import { sentUrl, pathInLanguage } from '../../domain/language-paths';
import { enquiryFromPost } from '../../domain/schemas/enquiry';
import { languages } from '../../domain/vocabulary';
import { createCaller } from '../api/root';
import { createContext } from '../api/trpc';
import { buildContextOptions, type HandedOnPost } from '../remix-handler';

type ContextDeps = Parameters<typeof buildContextOptions>[1];

/** The enquiry page in every language: the exact spellings its own links and form use. */
const enquiryPaths = new Set(languages.values.map((language) => pathInLanguage(language, '/enquiry')));

/**
 * The form's fields are capped at a few KB (domain/schemas/enquiry.ts); this
 * leaves room for every character percent-encoded. A larger body is refused
 * with 413 before it is read.
 */
export const enquiryPostLimitBytes = 64 * 1024;

export function plainEnquiryPosts(deps: ContextDeps): RequestHandler {
  // Body errors (too large, cut off, an encoded body) reach the error handler with their 4xx status.
  const readBody = express.raw({ type: 'application/x-www-form-urlencoded', limit: enquiryPostLimitBytes, inflate: false });
  return (req, res, next) => {
    if (req.method !== 'POST' || !enquiryPaths.has(req.path) || !req.is('application/x-www-form-urlencoded')) return next();
    readBody(req, res, (error?: unknown) => {
      if (error) return next(error);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // As Remix's request.formData() reads it: UTF-8, the last of a repeated name wins.
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body.toString('utf8'))) fields[name] = value;
      submit(req, fields).then(
        () => {
          res.statusCode = 303;
          res.setHeader('Location', sentUrl(req.path));
          res.end();
        },
        (submitError: unknown) => {
          res.locals.handedOnPost = { body, submitRefusal: { error: submitError } } satisfies HandedOnPost;
          next();
        },
      );
    });
  };

  async function submit(req: express.Request, fields: Record<string, string>) {
    const caller = createCaller(createContext(await buildContextOptions(req, deps)));
    await caller.enquiries.submit(enquiryFromPost(fields, req.path));
  }
}
