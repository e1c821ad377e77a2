import { EyeClosedIcon, EyeOpenIcon } from "@radix-ui/react-icons";
import { Button, Checkbox, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { type FormEvent, useState } from "react";
import type { Self } from "@/api/types";
import { ErrorPanel, FormField } from "@/ui";
import { validateApiKey, validateBaseUrl } from "../mask";
import { readServerConfig } from "../server-config";
import { useConnectionActions } from "../use-connection";

export interface LiveFormProps {
  initialBaseUrl: string;
  onConnected: (self: Self) => void;
}

/**
 * Base URL + API key. The key lives in this component's state and then in the
 * connection store's memory; it is never put in a URL, storage (unless "Remember
 * in this tab") or a log. A failed connect keeps everything typed.
 */
export function LiveForm({ initialBaseUrl, onConnected }: LiveFormProps) {
  const { connectLive } = useConnectionActions();
  const [baseUrl, setBaseUrl] = useState(initialBaseUrl);
  const [apiKey, setApiKey] = useState("");
  const [showKey, setShowKey] = useState(false);
  // Read once: the page's meta tag cannot change while it is open.
  const [served] = useState(readServerConfig);
  const [serverKey, setServerKey] = useState(served?.serverKey === true);
  const [remember, setRemember] = useState(false);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const urlError = validateBaseUrl(baseUrl);
  const keyError = serverKey ? null : validateApiKey(apiKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // One current error at a time: the last attempt's refusal is not about what is typed now.
    setFailure(null);
    if (urlError || keyError) return;
    setPending(true);
    try {
      const self = await connectLive({ baseUrl, apiKey: serverKey ? null : apiKey, remember: remember && !serverKey });
      onConnected(self);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Live connection">
      <Flex direction="column" gap="4">
        {served?.serverKey ? (
          <Text size="2" color="gray">
            This server holds the API key for {served.baseUrl} and adds it to each request. Connect without one: this
            browser never sees or sends a key.
          </Text>
        ) : null}
        <FormField label="Base URL" error={touched ? urlError : null}>
          {(control) => (
            <TextField.Root
              {...control}
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
              placeholder="https://api.example.com or /api"
              inputMode="url"
              autoComplete="url"
            />
          )}
        </FormField>

        <FormField label="API key" error={touched ? keyError : null}>
          {(control) => (
            <TextField.Root
              {...control}
              type={showKey ? "text" : "password"}
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              placeholder="svc_…"
              autoComplete="off"
              spellCheck={false}
              disabled={serverKey}
            >
              <TextField.Slot side="right">
                <IconButton
                  type="button"
                  size="1"
                  variant="ghost"
                  aria-label={showKey ? "Hide key" : "Show key"}
                  aria-pressed={showKey}
                  onClick={() => setShowKey((v) => !v)}
                  disabled={serverKey}
                >
                  {showKey ? <EyeClosedIcon aria-hidden /> : <EyeOpenIcon aria-hidden />}
                </IconButton>
              </TextField.Slot>
            </TextField.Root>
          )}
        </FormField>

        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={serverKey} onCheckedChange={(v) => setServerKey(v === true)} />
            The server adds the key (SVC_API_KEY), so this browser never sees it
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={remember} disabled={serverKey} onCheckedChange={(v) => setRemember(v === true)} />
            Remember in this tab (sessionStorage; gone when the tab closes)
          </Flex>
        </Text>

        {/* No "Reconnect" link: this form is where it would lead. */}
        {failure ? <ErrorPanel error={failure} reconnectLink={false} /> : null}

        <Flex>
          <Button type="submit" loading={pending}>
            Connect
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
