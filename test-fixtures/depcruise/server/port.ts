/** Node-side code: the browser app must not import it. */
export const PORT = 8080;
