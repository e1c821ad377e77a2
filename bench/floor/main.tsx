import "@radix-ui/themes/styles.css";
import { Button, Card, Flex, Heading, Table, Text, Theme } from "@radix-ui/themes";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from "@tanstack/react-router";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

/**
 * The bench's stack floor: the smallest app on the same stack (React, TanStack Router and Query,
 * Radix Themes with one Card, Button and Table). `npm run bench` builds it next to the real app
 * with the same Vite setup; the app's initial JS is reported as a ratio to this floor's.
 */
// The app registers its own route tree with the router's types project-wide; this path is the floor's.
const ABOUT = "/about" as "/";

const ROWS = [
  { id: "ses_1", status: "running" },
  { id: "ses_2", status: "exit" },
];

function Home() {
  const [count, setCount] = useState(0);
  const rows = useQuery({ queryKey: ["rows"], queryFn: async () => ROWS });
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading size="4">Sessions</Heading>
        <Table.Root>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Id</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(rows.data ?? []).map((row) => (
              <Table.Row key={row.id}>
                <Table.RowHeaderCell>{row.id}</Table.RowHeaderCell>
                <Table.Cell>{row.status}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Button onClick={() => setCount((n) => n + 1)}>Clicked {count} times</Button>
        <Text size="2">
          <Link to={ABOUT}>About</Link>
        </Text>
      </Flex>
    </Card>
  );
}

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: "/", component: Home }),
  createRoute({ getParentRoute: () => rootRoute, path: "/about", component: () => <Text>Floor</Text> }),
]);
const router = createRouter({ routeTree });
const queryClient = new QueryClient();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Theme accentColor="indigo" grayColor="slate">
          <RouterProvider router={router} />
        </Theme>
      </QueryClientProvider>
    </StrictMode>,
  );
}
