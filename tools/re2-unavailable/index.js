// Loading fails on purpose, so superstatic takes its RegExp fallback (see package.json).
throw new Error('re2 is left out of this install on purpose');
