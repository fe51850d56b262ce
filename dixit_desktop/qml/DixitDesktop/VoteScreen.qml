import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend

// A voter's secret vote. Their own card is marked and cannot be chosen; with 7+ players in
// Odyssey a second vote is optional; the Party storyteller also places the red token.
FocusScope {
    id: screen
    objectName: "voteScreen"
    property bool redMode: false

    Rectangle {
        anchors.fill: parent
        anchors.margins: Theme.px(6)
        color: "transparent"
        radius: Theme.radius * 1.5
        border.color: Table.viewerColour
        border.width: Math.max(5, Theme.px(9))
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.px(8)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Rabbit { colour: Table.viewerColour; symbol: Table.viewerSymbol; name: Table.viewerName; implicitWidth: Theme.px(56) }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Text {
                    objectName: "voteTitle"
                    Layout.fillWidth: true
                    text: Table.isParty ? qsTr("%1, which card fits “%2” best?").arg(Table.viewerName).arg(Table.clue)
                                        : qsTr("%1, which is %2's card?").arg(Table.viewerName).arg(Table.storytellerName)
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fontLarge
                    color: Theme.paper
                    elide: Text.ElideRight
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    Layout.fillWidth: true
                    text: Table.isParty ? "" : qsTr("The clue: “%1”").arg(Table.clue)
                    visible: text !== ""
                    font.family: Theme.textFont
                    font.pixelSize: Theme.fontBody
                    color: Theme.gold
                    elide: Text.ElideRight
                }
            }
            Row {   // Party storyteller: switch between the vote and the red token
                visible: Table.needsRedToken
                spacing: Theme.px(6)
                BigButton {
                    objectName: "voteModeButton"
                    text: qsTr("My vote")
                    tone: screen.redMode ? "ghost" : "gold"
                    font.pixelSize: Theme.fontBody
                    onActivated: screen.redMode = false
                }
                BigButton {
                    objectName: "redModeButton"
                    text: qsTr("Red token")
                    tone: screen.redMode ? "colour" : "ghost"
                    toneColour: "#d7263d"
                    toneInk: "#ffffff"
                    font.pixelSize: Theme.fontBody
                    onActivated: screen.redMode = true
                }
            }
        }

        BoardGrid {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            mode: "vote"
            focus: true
            onSlotTapped: (slot) => screen.redMode ? Table.setRedToken(slot) : Table.toggleSlot(slot)
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Text {
                Layout.fillWidth: true
                text: Table.submitHint !== "" ? Table.submitHint
                      : (Table.maxVotes > 1 ? qsTr("You may add a second vote: a finder with a single vote scores 1 more.") : "")
                font.family: Theme.textFont
                font.pixelSize: Theme.fontBody
                color: Theme.moonlight
                wrapMode: Text.WordWrap
            }
            BigButton {
                objectName: "submitButton"
                text: Table.selectedCount > 1 ? qsTr("Cast my votes") : qsTr("Cast my vote")
                enabled: Table.canSubmit
                onActivated: Table.requestSubmit()
            }
        }
    }

    ConfirmDialog {
        question: Table.selectedCount > 1 ? qsTr("Cast these two votes?") : qsTr("Cast this vote?")
        confirmText: qsTr("Yes, vote")
        accent: Table.viewerColour
    }
}
