// @vitest-environment happy-dom
import { Select, TextArea, TextField, Theme } from "@radix-ui/themes";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField, type FormFieldProps } from "./form-field";
import { described } from "./test-harness";

type Props = Omit<FormFieldProps, "children" | "label"> & { label?: string };

function Field(props: Props) {
  return (
    <FormField label="Name" {...props}>
      {(control) => <TextField.Root {...control} />}
    </FormField>
  );
}

/** Every aria-describedby / htmlFor id in the page names exactly one element (what axe's aria-valid-attr-value checks). */
function danglingReferences(root: ParentNode = document): string[] {
  const problems: string[] = [];
  for (const el of root.querySelectorAll("[aria-describedby]")) {
    for (const ref of (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean)) {
      const found = document.querySelectorAll(`[id="${ref}"]`).length;
      if (found !== 1) problems.push(`describedby ${ref} matches ${found}`);
    }
  }
  for (const label of root.querySelectorAll("label[for]")) {
    const ref = label.getAttribute("for") ?? "";
    const found = document.querySelectorAll(`[id="${ref}"]`).length;
    if (found !== 1) problems.push(`label for ${ref} matches ${found}`);
  }
  return problems;
}

describe("FormField", () => {
  it("labels its control with a real label and marks optional fields", () => {
    render(
      <Theme>
        <Field label="Note" optional />
      </Theme>,
    );
    const box = screen.getByRole("textbox", { name: "Note (optional)" });
    expect(document.querySelector(`label[for="${box.id}"]`)).not.toBeNull();
    expect(box.getAttribute("aria-invalid")).toBeNull();
    expect(box.getAttribute("aria-describedby")).toBeNull();
  });

  it("describes the control by its error first, then help, then extra ids", () => {
    render(
      <Theme>
        <p id="note-elsewhere">Locked by a permission.</p>
        <Field help="Up to 64 characters." error="Too long." describedBy="note-elsewhere" counter="70 / 64" />
      </Theme>,
    );
    const box = screen.getByRole("textbox", { name: "Name" });
    expect(described(box)).toEqual(["Too long.", "Up to 64 characters.", "Locked by a permission."]);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("70 / 64").getAttribute("aria-hidden")).toBe("true");
    expect(danglingReferences()).toEqual([]);
  });

  it("names only what is rendered: help alone, or the error alone when it replaces the help", () => {
    const { rerender } = render(
      <Theme>
        <Field help="Letters and digits." errorReplacesHelp />
      </Theme>,
    );
    const box = screen.getByRole("textbox", { name: "Name" });
    expect(described(box)).toEqual(["Letters and digits."]);
    rerender(
      <Theme>
        <Field help="Letters and digits." errorReplacesHelp error="Starts with a digit." />
      </Theme>,
    );
    expect(described(box)).toEqual(["Starts with a digit."]);
    expect(screen.queryByText("Letters and digits.")).toBeNull();
    expect(danglingReferences()).toEqual([]);
  });

  it("marks invalid without an error when asked, and says a late error as an alert", () => {
    render(
      <Theme>
        <Field label="Size" invalid help="Over the limit." helpAlarm />
        <Field label="User id" error="Not a user id." errorAlert />
      </Theme>,
    );
    expect(screen.getByRole("textbox", { name: "Size" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Not a user id.");
  });

  it("gives two copies of a form distinct ids", () => {
    render(
      <Theme>
        <Field help="One." error="Bad." />
        <Field help="One." error="Bad." />
      </Theme>,
    );
    const [a, b] = screen.getAllByRole("textbox", { name: "Name" });
    expect(a?.id).not.toBe(b?.id);
    expect(danglingReferences()).toEqual([]);
  });

  it("fits TextArea, Select.Trigger and a fixed id", () => {
    render(
      <Theme>
        <FormField label="Body" help="Markdown." id="fixed-body">
          {(control) => <TextArea {...control} />}
        </FormField>
        <FormField label="Provider" help="Only GitHub.">
          {(control) => (
            <Select.Root value="github">
              <Select.Trigger {...control} />
              <Select.Content>
                <Select.Item value="github">github</Select.Item>
              </Select.Content>
            </Select.Root>
          )}
        </FormField>
      </Theme>,
    );
    const body = screen.getByRole("textbox", { name: "Body" });
    expect(body.id).toBe("fixed-body");
    expect(described(body)).toEqual(["Markdown."]);
    const provider = screen.getByRole("combobox", { name: "Provider" });
    expect(described(provider)).toEqual(["Only GitHub."]);
    expect(danglingReferences()).toEqual([]);
  });

  it("a hidden label still names the control and ties its error; a beside label names a select", () => {
    render(
      <Theme>
        <Field label="Session id" labelPlacement="hidden" error="Not a session id." help="ses_…" errorReplacesHelp />
        <FormField label="Model" labelPlacement="beside" help="Models could not be read.">
          {(control) => (
            <Select.Root value="auto">
              <Select.Trigger {...control} />
              <Select.Content>
                <Select.Item value="auto">Auto</Select.Item>
              </Select.Content>
            </Select.Root>
          )}
        </FormField>
      </Theme>,
    );
    const box = screen.getByRole("textbox", { name: "Session id" });
    expect(document.querySelector(`label[for="${box.id}"]`)).not.toBeNull();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(described(box)).toEqual(["Not a session id."]);
    const model = screen.getByRole("combobox", { name: "Model" });
    expect(described(model)).toEqual(["Models could not be read."]);
    expect(danglingReferences()).toEqual([]);
  });

  it("planted mistakes: the reference check catches a dangling describedby and a duplicated id", () => {
    render(
      <Theme>
        <input aria-label="Ghost" aria-describedby="nowhere" />
        <span id="twice">a</span>
        <span id="twice">b</span>
        <input aria-label="Twin" aria-describedby="twice" />
      </Theme>,
    );
    expect(danglingReferences()).toEqual(["describedby nowhere matches 0", "describedby twice matches 2"]);
  });
});
