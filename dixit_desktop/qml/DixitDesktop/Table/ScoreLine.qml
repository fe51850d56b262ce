pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// The running score on one or a few lines: a chip per player (or team) with their rabbit, name
// and total, in seat order, then how the game ends ("first to 10 points"). Chips wrap onto as
// many lines as they need, up to maxLines, and the whole line shrinks a little rather than
// take more; when the names cannot fit so (a dozen long names at 1024x600) each chip is its
// player's colour, rabbit and total only (the names stay in the accessible text). Nothing is
// ever cut. On the reveal, settled is false until the turn's points show, and the totals are
// those before the turn until then.
Item {
    id: line
    objectName: "scoreLine"
    property bool settled: true
    property int maxLines: 3
    property real fontSize: Theme.fontSmall
    // a chip's height, and the spacing between chips (the factors of fontSize in this file are
    // a chip's drawn proportions: it grows with its type)
    readonly property real chipHeight: Math.round(fontSize * 1.9)
    readonly property real spacing: Math.max(4, Math.round(fontSize * 0.4))
    // every chip side by side, at full size: what wrapping has to share out
    readonly property bool compact: maxLines * width * 0.94 < measure.implicitWidth * 0.8
    readonly property real naturalWidth: compact ? measureCompact.implicitWidth : measure.implicitWidth
    // the fewest lines (from 2) on which the chips fit at 80% of their size or more
    readonly property int lines: {
        for (var n = 2; n < maxLines; ++n) {
            if (n * width * 0.94 >= naturalWidth * 0.8)
                return n
        }
        return maxLines
    }
    readonly property real fit: width > 0 ? Math.min(1, lines * width * 0.94 / Math.max(1, naturalWidth)) : 1

    implicitWidth: measure.implicitWidth   // with the names (never from compact: no loop)
    implicitHeight: flow.implicitHeight * fit
    Accessible.role: Accessible.StaticText
    Accessible.name: Round.scoreText

    component Chip: Rectangle {
        id: chip
        required property string name
        required property string colour
        required property string symbol
        required property int score
        required property int before
        property bool withName: !line.compact
        readonly property int total: line.settled ? score : before
        objectName: "scoreChip_" + name
        implicitWidth: chipRow.implicitWidth + line.chipHeight * 0.5
        implicitHeight: line.chipHeight
        radius: height / 2
        color: Theme.chipBack
        border.color: colour
        border.width: Math.max(2, line.fontSize * 0.14)
        Row {
            id: chipRow
            anchors.centerIn: parent
            spacing: line.fontSize * 0.35
            Rabbit {
                anchors.verticalCenter: parent.verticalCenter
                width: line.chipHeight * 0.78
                colour: chip.colour
                symbol: chip.symbol
                name: chip.name
                Accessible.ignored: true
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                visible: chip.withName
                text: chip.name
                color: Theme.paper
                font.family: Theme.titleFont
                font.pixelSize: line.fontSize
                Accessible.ignored: true
            }
            Text {
                objectName: "scoreTotal"
                anchors.verticalCenter: parent.verticalCenter
                text: chip.total
                color: Theme.gold
                font.family: Theme.titleFont
                font.weight: Font.DemiBold
                font.pixelSize: Math.round(line.fontSize * 1.2)
                Accessible.ignored: true
            }
        }
    }

    component Goal: Text {
        text: Round.goalText
        visible: text !== ""
        height: line.chipHeight
        verticalAlignment: Text.AlignVCenter
        color: Theme.moonlight
        font.family: Theme.textFont
        font.italic: true
        font.pixelSize: line.fontSize
        Accessible.ignored: true
    }

    Row {   // never shown: the chips at full size on one row, measured, with names and without
        id: measure
        visible: false
        spacing: line.spacing
        Repeater { model: Round.units; delegate: Chip { withName: true } }
        Goal {}
    }
    Row {
        id: measureCompact
        visible: false
        spacing: line.spacing
        Repeater { model: Round.units; delegate: Chip { withName: false } }
        Goal {}
    }

    Flow {
        id: flow
        width: line.width / line.fit
        scale: line.fit
        transformOrigin: Item.TopLeft
        spacing: line.spacing
        Repeater { model: Round.units; delegate: Chip {} }
        Goal { objectName: "scoreGoal" }
    }
}
