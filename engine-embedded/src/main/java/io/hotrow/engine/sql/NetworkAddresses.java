package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.util.Locale;

/**
 * PostgreSQL's text forms of {@code inet} and {@code cidr} values: IPv4 dotted quads, IPv6 in lower
 * case with the longest run of two or more zero groups shortened to {@code ::} (the first, on a
 * tie), IPv4-compatible and IPv4-mapped addresses ending in a dotted quad, and the netmask shown
 * unless an inet value is a single host. Parsed by hand: InetAddress would resolve host names.
 */
final class NetworkAddresses {

    private NetworkAddresses() {
    }

    /** The inet text of {@code text}, or null for null. */
    static String inet(String text) throws SQLException {
        return text == null ? null : format(text, "inet");
    }

    /** The cidr text of {@code text}, which must have no bits set right of its mask; null for null. */
    static String cidr(String text) throws SQLException {
        return text == null ? null : format(text, "cidr");
    }

    private static String format(String text, String type) throws SQLException {
        String trimmed = text.strip();
        int slash = trimmed.indexOf('/');
        String address = slash < 0 ? trimmed : trimmed.substring(0, slash);
        boolean v6 = address.indexOf(':') >= 0;
        int[] bytes = v6 ? ipv6(address) : ipv4(address);
        if (bytes == null) {
            throw invalid(type, text);
        }
        int maxBits = bytes.length * 8;
        int bits = maxBits;
        if (slash >= 0) {
            try {
                bits = Integer.parseInt(trimmed.substring(slash + 1));
            } catch (NumberFormatException e) {
                throw invalid(type, text);
            }
            if (bits < 0 || bits > maxBits) {
                throw invalid(type, text);
            }
        }
        if (type.equals("cidr") && hasHostBits(bytes, bits)) {
            throw new SQLException("invalid cidr value: \"" + text + "\"", "22P02");
        }
        String formatted = v6 ? formatIpv6(bytes) : formatIpv4(bytes, 0);
        return bits == maxBits && type.equals("inet") ? formatted : formatted + "/" + bits;
    }

    private static SQLException invalid(String type, String text) {
        return new SQLException("invalid input syntax for type " + type + ": \"" + text + "\"", "22P02");
    }

    private static boolean hasHostBits(int[] bytes, int bits) {
        for (int bit = bits; bit < bytes.length * 8; bit++) {
            if ((bytes[bit / 8] & (0x80 >> (bit % 8))) != 0) {
                return true;
            }
        }
        return false;
    }

    private static int[] ipv4(String text) {
        String[] parts = text.split("\\.", -1);
        if (parts.length != 4) {
            return null;
        }
        int[] bytes = new int[4];
        for (int i = 0; i < 4; i++) {
            if (parts[i].isEmpty() || parts[i].length() > 3 || !parts[i].chars().allMatch(Character::isDigit)) {
                return null;
            }
            bytes[i] = Integer.parseInt(parts[i]);
            if (bytes[i] > 255) {
                return null;
            }
        }
        return bytes;
    }

    private static int[] ipv6(String text) {
        int[] words = new int[8];
        int gap = text.indexOf("::");
        if (gap >= 0 && text.indexOf("::", gap + 1) >= 0) {
            return null;
        }
        String head = gap < 0 ? text : text.substring(0, gap);
        String tail = gap < 0 ? "" : text.substring(gap + 2);
        int[] front = words(head);
        int[] back = words(tail);
        if (front == null || back == null || front.length + back.length > (gap < 0 ? 8 : 7) || gap < 0 && front.length != 8) {
            return null;
        }
        System.arraycopy(front, 0, words, 0, front.length);
        System.arraycopy(back, 0, words, 8 - back.length, back.length);
        int[] bytes = new int[16];
        for (int i = 0; i < 8; i++) {
            bytes[2 * i] = words[i] >> 8;
            bytes[2 * i + 1] = words[i] & 0xff;
        }
        return bytes;
    }

    /** The 16-bit groups of one side of {@code ::}; a trailing dotted quad counts as two. */
    private static int[] words(String side) {
        if (side.isEmpty()) {
            return new int[0];
        }
        String[] groups = side.split(":", -1);
        boolean quad = groups[groups.length - 1].contains(".");
        int[] words = new int[groups.length + (quad ? 1 : 0)];
        for (int i = 0; i < groups.length; i++) {
            if (quad && i == groups.length - 1) {
                int[] v4 = ipv4(groups[i]);
                if (v4 == null) {
                    return null;
                }
                words[i] = v4[0] << 8 | v4[1];
                words[i + 1] = v4[2] << 8 | v4[3];
            } else {
                if (groups[i].isEmpty() || groups[i].length() > 4) {
                    return null;
                }
                try {
                    words[i] = Integer.parseInt(groups[i], 16);
                } catch (NumberFormatException e) {
                    return null;
                }
            }
        }
        return words;
    }

    private static String formatIpv4(int[] bytes, int from) {
        return bytes[from] + "." + bytes[from + 1] + "." + bytes[from + 2] + "." + bytes[from + 3];
    }

    private static String formatIpv6(int[] bytes) {
        int[] words = new int[8];
        for (int i = 0; i < 8; i++) {
            words[i] = bytes[2 * i] << 8 | bytes[2 * i + 1];
        }
        int bestStart = -1;
        int bestLength = 0;
        for (int i = 0; i < 8; ) {
            int j = i;
            while (j < 8 && words[j] == 0) {
                j++;
            }
            if (j - i > bestLength && j - i >= 2) {
                bestStart = i;
                bestLength = j - i;
            }
            i = j == i ? i + 1 : j;
        }
        // PostgreSQL (like BIND's inet_ntop) ends IPv4-compatible and IPv4-mapped addresses in a dotted quad.
        boolean quad = bestStart == 0 && (bestLength == 6 || bestLength == 5 && words[5] == 0xffff);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < (quad ? 6 : 8); i++) {
            if (i == bestStart) {
                out.append(i == 0 ? "::" : ":");
                i += bestLength - 1;
                continue;
            }
            out.append(Integer.toHexString(words[i]).toLowerCase(Locale.ROOT));
            if (i < 7) {
                out.append(':');
            }
        }
        if (quad) {
            out.append(formatIpv4(bytes, 12));
        }
        return out.toString();
    }
}
