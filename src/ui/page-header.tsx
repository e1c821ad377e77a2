import { Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { SkipLinks } from "./skip-targets";
import { useDocumentTitle } from "./use-document-title";

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Right-aligned controls (refresh, open by name, …). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  // Every area's page names the browser tab after itself ("Machines · Session Control").
  useDocumentTitle(typeof title === "string" ? title : null);
  return (
    <Flex justify="between" align={{ initial: "start", sm: "end" }} gap="3" wrap="wrap" mb="5">
      <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
        <Heading as="h1" size="6">
          {title}
        </Heading>
        <SkipLinks />
        {description ? (
          <Text as="p" color="gray" size="2">
            {description}
          </Text>
        ) : null}
      </Flex>
      {actions ? (
        <Flex gap="2" align="center" wrap="wrap">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
